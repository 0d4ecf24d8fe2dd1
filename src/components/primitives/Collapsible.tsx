import { useRef, type ReactNode } from 'react';
import { mergeProps, useButton, useDisclosure, useFocusRing } from 'react-aria';
import { useDisclosureState } from 'react-stately';
import { styled } from 'styled-components';
import { ChevronDownIcon } from './icons';
import { withGlimtTheme } from '../../theme/fallback';

/** Props of {@link Collapsible}. */
export interface CollapsibleProps {
  /** The always-visible trigger text, e.g. a footer section's title. */
  title: ReactNode;
  /** The content shown when expanded. */
  children?: ReactNode;
  /** Whether the panel is open (controlled; pair with `onExpandedChange`). */
  isExpanded?: boolean;
  /** Whether the panel starts open (uncontrolled). @default false */
  defaultExpanded?: boolean;
  /** Called with the new state when the trigger is pressed. */
  onExpandedChange?: (isExpanded: boolean) => void;
  /** Disables the trigger; the panel keeps its current state. @default false */
  isDisabled?: boolean;
  /**
   * Wraps the trigger in a heading of this level (`<h2><button>…</button></h2>`), as a section title
   * should be. Leave it out when the trigger is not a heading.
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
  /** Used by test tools and analytics selectors. */
  'data-testid'?: string;
}

const Root = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
`;

const Heading = styled.div`
  margin: 0;
  font-size: inherit;
  font-weight: inherit;
`;

const Trigger = styled.button<{ $focusVisible: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space[1]} 0`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: start;
  cursor: pointer;
  outline: ${({ $focusVisible, theme }) => ($focusVisible ? `3px solid ${theme.colors.focus}` : 'none')};
  outline-offset: 2px;

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Chevron = styled.span<{ $expanded: boolean }>`
  display: inline-flex;
  flex: none;
  transform: rotate(${({ $expanded }) => ($expanded ? '180deg' : '0deg')});
  transition: transform ${({ theme }) => theme.durations.normal}ms ${({ theme }) => theme.easings.standard};
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

/*
 * react-aria marks a collapsed panel hidden="until-found", which browsers render with
 * `content-visibility: hidden`: the content is skipped, but only by the browser's own renderer.
 * `display: none` makes "collapsed" mean the same to every tool (keyboard test drivers, older
 * browsers): nothing shown, nothing focusable. The price is that find-in-page no longer opens a
 * collapsed panel.
 */
const Panel = styled.div`
  &[hidden] {
    display: none;
  }
`;

const PanelInner = styled.div`
  padding-bottom: ${({ theme }) => theme.space[2]};
`;

function CollapsibleView({
  title,
  children,
  isExpanded,
  defaultExpanded = false,
  onExpandedChange,
  isDisabled = false,
  headingLevel,
  className,
  'data-testid': testId,
}: CollapsibleProps) {
  const state = useDisclosureState({ isExpanded, defaultExpanded, onExpandedChange });
  const panelRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { buttonProps: disclosureButtonProps, panelProps } = useDisclosure(
    { isExpanded, defaultExpanded, onExpandedChange, isDisabled },
    state,
    panelRef,
  );
  const { buttonProps } = useButton(disclosureButtonProps, triggerRef);
  const { focusProps, isFocusVisible } = useFocusRing();

  const trigger = (
    <Trigger {...mergeProps(buttonProps, focusProps)} ref={triggerRef} $focusVisible={isFocusVisible}>
      <span>{title}</span>
      <Chevron $expanded={state.isExpanded} aria-hidden="true">
        <ChevronDownIcon size={20} />
      </Chevron>
    </Trigger>
  );

  return (
    <Root className={className} data-testid={testId} data-expanded={state.isExpanded || undefined}>
      {headingLevel ? <Heading as={`h${headingLevel}`}>{trigger}</Heading> : trigger}
      <Panel {...panelProps} ref={panelRef}>
        <PanelInner>{children}</PanelInner>
      </Panel>
    </Root>
  );
}

/**
 * A disclosure: a trigger button that shows and hides a panel below it (the footer's link sections
 * on mobile, FAQ answers). Enter and Space toggle it; the trigger says `aria-expanded` and points at
 * the panel, and a collapsed panel is hidden from everyone. Controlled or uncontrolled.
 */
export const Collapsible = /* @__PURE__ */ withGlimtTheme(CollapsibleView);
