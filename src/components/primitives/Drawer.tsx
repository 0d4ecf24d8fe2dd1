import type { ReactNode } from 'react';
import { mergeProps, useDialog } from 'react-aria';
import { styled, css, keyframes, useTheme } from 'styled-components';
import { usePrefersReducedMotion } from '../../hooks/useMediaQuery';
import { useTranslate } from '../../i18n/context';
import { renderOverlayContent, useOverlayOpenState, type OverlayContent } from './Dialog';
import {
  CloseButton,
  ModalFrame,
  OverlayTriggerContext,
  ScrollBody,
  type ModalPanelArgs,
} from './ModalFrame';
import { withGlimtTheme } from '../../theme/fallback';

/** The screen edge a drawer slides in from. */
export type DrawerPlacement = 'left' | 'right' | 'bottom';

/** Props of {@link Drawer}. */
export interface DrawerProps {
  /** The heading in the drawer's header; it names the drawer (`aria-labelledby`). */
  title: ReactNode;
  /** The body; it scrolls between header and footer. A function receives `close`. */
  children?: OverlayContent;
  /**
   * A footer that stays at the bottom while the body scrolls (cart total and "Til kassen").
   * A function receives `close`.
   */
  footer?: OverlayContent;
  /**
   * The edge it slides in from: `left` for the menu, `right` for the cart, `bottom` for a sheet
   * on phones. Left and right drawers are at most 420 px wide; a bottom sheet is at most 90 % of
   * the screen's height. @default 'right'
   */
  placement?: DrawerPlacement;
  /** Whether it is open (controlled). Leave it out inside a `DialogTrigger`. @default false */
  isOpen?: boolean;
  /** Called with `false` when the user closes it (close button, Escape, scrim) and with `true` on open. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether a click on the scrim closes it. @default true */
  isDismissable?: boolean;
  /** Whether Escape is ignored. @default false */
  isKeyboardDismissDisabled?: boolean;
  /** Used by test tools and analytics selectors. */
  'data-testid'?: string;
}

const slideInLeft = keyframes`from { transform: translateX(-100%); }`;
const slideInRight = keyframes`from { transform: translateX(100%); }`;
const slideInBottom = keyframes`from { transform: translateY(100%); }`;
const slideOutLeft = keyframes`to { transform: translateX(-100%); }`;
const slideOutRight = keyframes`to { transform: translateX(100%); }`;
const slideOutBottom = keyframes`to { transform: translateY(100%); }`;

function slide(placement: DrawerPlacement, exiting: boolean) {
  switch (placement) {
    case 'left':
      return exiting ? slideOutLeft : slideInLeft;
    case 'right':
      return exiting ? slideOutRight : slideInRight;
    case 'bottom':
      return exiting ? slideOutBottom : slideInBottom;
  }
}

const Panel = styled.div<{ $placement: DrawerPlacement; $exiting: boolean; $ms: number }>`
  position: absolute;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
  &:focus-visible {
    outline: none;
  }
  ${({ $placement, theme }) =>
    $placement === 'bottom'
      ? css`
          left: 0;
          right: 0;
          bottom: 0;
          margin: 0 auto;
          width: 100%;
          max-height: 90vh;
          max-height: 90dvh;
          border-radius: ${theme.radii.lg} ${theme.radii.lg} 0 0;
          ${theme.media.tablet} {
            max-width: 640px;
          }
        `
      : css`
          top: 0;
          bottom: 0;
          ${$placement}: 0;
          /* A strip of scrim stays visible on phones, so it reads as a layer that can be closed. */
          width: min(420px, calc(100% - ${theme.space[6]}));
        `}
  animation: ${({ $exiting, $placement }) => slide($placement, $exiting)}
    ${({ $ms }) => $ms}ms ${({ $exiting, theme }) => ($exiting ? theme.easings.exit : theme.easings.standard)} both;
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

const Header = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 64px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[1]} ${theme.space[1]} ${theme.space[2]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  ${({ theme }) => theme.media.tablet} {
    padding-left: ${({ theme }) => theme.space[3]};
  }
`;

const Title = styled.h2`
  flex: 1 1 auto;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const Body = styled(ScrollBody)`
  padding: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space[3]};
  }
`;

const Footer = styled.div`
  flex: none;
  padding: ${({ theme }) => theme.space[2]};
  padding-bottom: max(${({ theme }) => theme.space[2]}, env(safe-area-inset-bottom));
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.tablet} {
    padding-left: ${({ theme }) => theme.space[3]};
    padding-right: ${({ theme }) => theme.space[3]};
  }
`;

interface DrawerPanelProps extends ModalPanelArgs {
  props: DrawerProps;
  close: () => void;
  transitionMs: number;
  id: string | undefined;
}

function DrawerPanel({ modalRef, modalProps, isExiting, props, close, transitionMs, id }: DrawerPanelProps) {
  const t = useTranslate();
  const { title, children, footer, placement = 'right' } = props;
  const { dialogProps, titleProps } = useDialog({}, modalRef);
  return (
    <Panel
      {...mergeProps(modalProps, dialogProps)}
      ref={modalRef}
      id={id}
      data-placement={placement}
      data-testid={props['data-testid']}
      $placement={placement}
      $exiting={isExiting}
      $ms={transitionMs}
    >
      <Header>
        <Title {...titleProps}>{title}</Title>
        <CloseButton label={t('common.close')} onPress={close} />
      </Header>
      <OverlayTriggerContext.Provider value={null}>
        <Body>{renderOverlayContent(children, close)}</Body>
        {footer && <Footer>{renderOverlayContent(footer, close)}</Footer>}
      </OverlayTriggerContext.Provider>
    </Panel>
  );
}

function DrawerView(props: DrawerProps) {
  const {
    isOpen,
    onOpenChange,
    placement = 'right',
    isDismissable = true,
    isKeyboardDismissDisabled = false,
  } = props;
  const { state, overlayId } = useOverlayOpenState(isOpen, onOpenChange);
  const theme = useTheme();
  const transitionMs = usePrefersReducedMotion() ? 0 : theme.durations.normal;
  return (
    <ModalFrame
      state={state}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      transitionMs={transitionMs}
      zIndex={theme.zIndices.drawer}
      placement={placement}
    >
      {(args) => (
        <DrawerPanel {...args} props={props} close={state.close} transitionMs={transitionMs} id={overlayId} />
      )}
    </ModalFrame>
  );
}

/**
 * A modal panel that slides in from an edge of the screen: the menu (left), the cart (right) or a
 * bottom sheet on phones. It behaves like {@link Dialog}: focus moves in and is trapped, Escape, the
 * close button and the scrim close it, the page behind cannot scroll, and focus returns to the
 * trigger at once when it closes, while it slides out (250 ms; no animation under reduced motion).
 *
 * Use it controlled (`isOpen` + `onOpenChange`) or inside a `DialogTrigger`.
 */
export const Drawer = /* @__PURE__ */ withGlimtTheme(DrawerView);
