import { Component, type ErrorInfo, type ReactNode } from 'react';
import { styled } from 'styled-components';

/** Props of {@link WidgetErrorBoundary}. */
export interface WidgetErrorBoundaryProps {
  children?: ReactNode;
  /**
   * What shows in place of the failed part: the spec's message for that part (widget spec,
   * section 8), e.g. `'Instant results failed'`.
   */
  message: string;
  /**
   * Called once when the part fails (after the failure is reported), e.g. to take the part's
   * options out of a listbox.
   */
  onError?: (error: unknown) => void;
  /** Reports the error to the host's error reporting. @default console.error */
  reportError?: (error: unknown, info?: ErrorInfo) => void;
  /**
   * A value that, when it changes, gives the part another try (the query, for instance).
   * @default undefined (no retry)
   */
  resetKey?: unknown;
  /** Renders the message inline (a card) instead of as a block. @default false */
  compact?: boolean;
  /** Used by test tools. */
  'data-testid'?: string;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: unknown;
}

const Message = styled.p<{ $compact: boolean }>`
  margin: 0;
  padding: ${({ $compact, theme }) => ($compact ? theme.space[1] : `${theme.space[1.5]} ${theme.space[2]}`)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

/**
 * Keeps a failing part of the widget from taking the page (or the rest of the widget) down: the
 * part is replaced by its message, the error is reported, and everything around it keeps working.
 * The search modal wraps its suggestions, its instant results and each product card in one.
 */
export class WidgetErrorBoundary extends Component<WidgetErrorBoundaryProps, State> {
  override state: State = { error: undefined, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: WidgetErrorBoundaryProps, state: State): Partial<State> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { resetKey: props.resetKey, failed: false, error: undefined };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const report = this.props.reportError ?? ((reported: unknown) => console.error(reported));
    report(error, info);
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Message $compact={this.props.compact ?? false} data-testid={this.props['data-testid']}>
        {this.props.message}
      </Message>
    );
  }
}
