import { useContext, useId, type ReactNode } from 'react';
import { mergeProps, useDialog, useOverlayTrigger, type AriaButtonProps } from 'react-aria';
import { useOverlayTriggerState, type OverlayTriggerState } from 'react-stately';
import { styled, css, keyframes, useTheme } from 'styled-components';
import { usePrefersReducedMotion } from '../../hooks/useMediaQuery';
import { useTranslate } from '../../i18n/context';
import {
  CloseButton,
  ModalFrame,
  OverlayTriggerContext,
  ScrollBody,
  type ModalPanelArgs,
} from './ModalFrame';
import { withGlimtTheme } from '../../theme/fallback';

/** Largest width of a dialog: 400, 560 or 800 px (always 16 px short of the screen on phones). */
export type DialogSize = 'sm' | 'md' | 'lg';

/** Content that may need a way to close the overlay, e.g. a "Cancel" button. */
export type OverlayContent = ReactNode | ((close: () => void) => ReactNode);

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** The heading; it names the dialog (`aria-labelledby`). */
  title: ReactNode;
  /** A short text under the title; it describes the dialog (`aria-describedby`). */
  description?: ReactNode;
  /** The body. It scrolls when it is taller than the screen. A function receives `close`. */
  children?: OverlayContent;
  /** Actions under the body (e.g. "Avbryt" and "Bekreft"), always visible. A function receives `close`. */
  footer?: OverlayContent;
  /**
   * Whether it is open (controlled). Leave it out inside a {@link DialogTrigger}, which then opens
   * and closes it. @default false
   */
  isOpen?: boolean;
  /** Called with `false` when the user closes it (close button, Escape, scrim) and with `true` on open. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Largest width. @default 'md' */
  size?: DialogSize;
  /** Whether a click on the scrim outside the dialog closes it. @default true */
  isDismissable?: boolean;
  /** Whether Escape is ignored. Only for flows that must not be left half-way. @default false */
  isKeyboardDismissDisabled?: boolean;
  /** `alertdialog` for an urgent question that interrupts the user. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** Used by test tools and analytics selectors. */
  'data-testid'?: string;
}

const widths: Record<DialogSize, number> = { sm: 400, md: 560, lg: 800 };

const scaleIn = keyframes`from { opacity: 0; transform: scale(0.96); }`;
const scaleOut = keyframes`to { opacity: 0; transform: scale(0.96); }`;

const Panel = styled.div<{ $size: DialogSize; $exiting: boolean; $ms: number }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]}px;
  max-height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${({ $exiting }) => ($exiting ? scaleOut : scaleIn)} ${({ $ms }) => $ms}ms
    ${({ $exiting, theme }) => ($exiting ? theme.easings.exit : theme.easings.standard)} both;
  /* The panel itself takes focus on open so its title is read; the ring belongs to its controls. */
  outline: none;
  &:focus-visible {
    outline: none;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

const Header = styled.div<{ $alone: boolean }>`
  flex: none;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[1]} 0 ${theme.space[2]}`};
  /* Without a body, the header keeps the space the body would have given. */
  padding-bottom: ${({ $alone, theme }) => ($alone ? theme.space[3] : 0)};
  ${({ theme }) => theme.media.tablet} {
    padding-top: ${({ theme }) => theme.space[1.5]};
    padding-right: ${({ theme }) => theme.space[1.5]};
    padding-left: ${({ theme }) => theme.space[3]};
  }
`;

const Heading = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  /* Lines the title up with the 44 px close button beside it. */
  padding-top: 10px;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const bodyPadding = css`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]} ${theme.space[3]}`};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]} ${theme.space[3]}`};
  }
`;

const Body = styled(ScrollBody)`
  ${bodyPadding}
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  }
`;

/**
 * Resolves whether an overlay is open from its own props or from an enclosing {@link DialogTrigger},
 * and returns react-stately's state for it.
 */
export function useOverlayOpenState(isOpen: boolean | undefined, onOpenChange?: (isOpen: boolean) => void) {
  const trigger = useContext(OverlayTriggerContext);
  const state = useOverlayTriggerState({
    isOpen: isOpen ?? trigger?.state.isOpen ?? false,
    onOpenChange: (open) => {
      onOpenChange?.(open);
      if (isOpen === undefined) trigger?.state.setOpen(open);
    },
  });
  return { state, overlayId: isOpen === undefined ? trigger?.overlayProps.id : undefined };
}

/** Renders overlay content that may be a function of `close`. */
export function renderOverlayContent(content: OverlayContent | undefined, close: () => void): ReactNode {
  return typeof content === 'function' ? content(close) : content;
}

interface DialogPanelProps extends ModalPanelArgs {
  props: DialogProps;
  close: () => void;
  transitionMs: number;
  id: string | undefined;
}

function DialogPanel({ modalRef, modalProps, isExiting, props, close, transitionMs, id }: DialogPanelProps) {
  const t = useTranslate();
  const descriptionId = useId();
  const { title, description, children, footer, size = 'md', role = 'dialog' } = props;
  const { dialogProps, titleProps } = useDialog(
    { role, 'aria-describedby': description ? descriptionId : undefined },
    modalRef,
  );
  const body = renderOverlayContent(children, close);
  const hasBody = body !== undefined && body !== null && body !== false && body !== '';
  return (
    <Panel
      {...mergeProps(modalProps, dialogProps)}
      ref={modalRef}
      id={id}
      data-testid={props['data-testid']}
      $size={size}
      $exiting={isExiting}
      $ms={transitionMs}
    >
      <Header $alone={!hasBody}>
        <Heading>
          <Title {...titleProps}>{title}</Title>
          {description && <Description id={descriptionId}>{description}</Description>}
        </Heading>
        <CloseButton label={t('common.close')} onPress={close} />
      </Header>
      {/* A nested DialogTrigger inside the body must not pick up this dialog's trigger. */}
      <OverlayTriggerContext.Provider value={null}>
        {hasBody && <Body>{body}</Body>}
        {footer && <Footer>{renderOverlayContent(footer, close)}</Footer>}
      </OverlayTriggerContext.Provider>
    </Panel>
  );
}

function DialogView(props: DialogProps) {
  const { isOpen, onOpenChange, isDismissable = true, isKeyboardDismissDisabled = false } = props;
  const { state, overlayId } = useOverlayOpenState(isOpen, onOpenChange);
  const theme = useTheme();
  const transitionMs = usePrefersReducedMotion() ? 0 : theme.durations.fast;
  return (
    <ModalFrame
      state={state}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      transitionMs={transitionMs}
      zIndex={theme.zIndices.dialog}
      placement="center"
    >
      {(args) => (
        <DialogPanel {...args} props={props} close={state.close} transitionMs={transitionMs} id={overlayId} />
      )}
    </ModalFrame>
  );
}

/**
 * A modal dialog, built on react-aria's `useModalOverlay` and `useDialog`. Focus moves into it on
 * open, Tab cycles inside it, and focus returns to the control that opened it on close. Escape, the
 * close button and (unless `isDismissable` is false) a click on the scrim close it. The page behind
 * is hidden from assistive technology and cannot scroll. It fades and scales in, without animation
 * under reduced motion.
 *
 * Use it controlled (`isOpen` + `onOpenChange`) or inside a {@link DialogTrigger}.
 */
export const Dialog = /* @__PURE__ */ withGlimtTheme(DialogView);

/** Props to spread on the control that opens the overlay (a Glimt `Button` takes them as they are). */
export type DialogTriggerButtonProps = AriaButtonProps<'button'>;

/** Props of {@link DialogTrigger}. */
export interface DialogTriggerProps {
  /**
   * Renders the control that opens the overlay. Spread `triggerProps` on a Glimt `Button`: they
   * carry `onPress`, `aria-expanded` and `aria-controls`.
   */
  trigger: (triggerProps: DialogTriggerButtonProps, state: OverlayTriggerState) => ReactNode;
  /** The `Dialog` or `Drawer` it opens; leave out their `isOpen`. */
  children: ReactNode;
  /** Open on first render (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Whether it is open, to control it from outside. */
  isOpen?: boolean;
  /** Called whenever it opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

function DialogTriggerView({ trigger, children, defaultOpen, isOpen, onOpenChange }: DialogTriggerProps) {
  const state = useOverlayTriggerState({ defaultOpen, isOpen, onOpenChange });
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state);
  return (
    <OverlayTriggerContext.Provider value={{ state, overlayProps }}>
      {trigger(triggerProps, state)}
      {children}
    </OverlayTriggerContext.Provider>
  );
}

/**
 * Pairs a button with the Dialog or Drawer it opens, keeping the open state itself (uncontrolled)
 * unless `isOpen` is passed.
 *
 * ```tsx
 * <DialogTrigger trigger={(props) => <Button {...props}>Se åpningstider</Button>}>
 *   <Dialog title="Åpningstider">…</Dialog>
 * </DialogTrigger>
 * ```
 */
export const DialogTrigger = /* @__PURE__ */ withGlimtTheme(DialogTriggerView);
