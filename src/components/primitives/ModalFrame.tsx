// Internal machinery shared by Dialog and Drawer (not exported from the package): the portal with
// focus containment, the scrim, the exit phase, the scroll lock, the close button and the scrolling
// body. Dialog and Drawer only add their panel's look.
import {
  createContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { Overlay, useModalOverlay } from 'react-aria';
import type { OverlayTriggerState } from 'react-stately';
import { styled, css, keyframes } from 'styled-components';
import { useScrollLock } from '../../hooks/useScrollLock';

// The close button lives in a module of its own: a toast uses it, and importing it from here put the
// overlay machinery (react-aria's focus scope, the scroll lock) in every page's first chunk.
export { CloseButton } from './CloseButton';

type DOMProps = ReturnType<typeof useModalOverlay>['modalProps'];

/** What `DialogTrigger` hands down to the Dialog or Drawer inside it. */
export interface OverlayTriggerContextValue {
  state: OverlayTriggerState;
  /** Props for the overlay element (its id, which the trigger's `aria-controls` points to). */
  overlayProps: DOMProps;
}

/** Set by `DialogTrigger`; a Dialog or Drawer without its own `isOpen` follows it. */
export const OverlayTriggerContext = createContext<OverlayTriggerContextValue | null>(null);

/**
 * Keeps an overlay mounted for `exitMs` after it closes, so it can animate out.
 * @returns whether to render it, whether it is in its exit phase, and which opening it shows (a
 *   number that changes each time it opens)
 */
export function useExitTransition(
  isOpen: boolean,
  exitMs: number,
): { isMounted: boolean; isExiting: boolean; opening: number } {
  const [wasOpen, setWasOpen] = useState(isOpen);
  const [isExiting, setExiting] = useState(false);
  const [opening, setOpening] = useState(0);
  if (isOpen !== wasOpen) {
    // Derived from the prop during render, so the exit phase starts in the same commit as the close.
    setWasOpen(isOpen);
    setExiting(!isOpen && exitMs > 0);
    if (isOpen) setOpening(opening + 1);
  }
  useEffect(() => {
    if (!isExiting) return;
    const timer = setTimeout(() => setExiting(false), exitMs);
    return () => clearTimeout(timer);
  }, [isExiting, exitMs]);
  return { isMounted: isOpen || isExiting, isExiting: !isOpen && isExiting, opening };
}

/** Where the panel sits inside the scrim. */
export type FramePlacement = 'center' | 'left' | 'right' | 'bottom';

/** What the panel renderer of {@link ModalFrame} receives. */
export interface ModalPanelArgs {
  /** Ref for the panel element (the modal and the dialog). */
  modalRef: RefObject<HTMLDivElement | null>;
  /** Props for the panel element (Escape handling, hiding the rest of the page). */
  modalProps: DOMProps;
  isExiting: boolean;
}

interface ModalFrameProps {
  state: OverlayTriggerState;
  isDismissable: boolean;
  isKeyboardDismissDisabled: boolean;
  /** Length of the enter and exit animations in ms; 0 under reduced motion. */
  transitionMs: number;
  zIndex: number;
  placement: FramePlacement;
  children: (args: ModalPanelArgs) => ReactNode;
}

const fadeIn = keyframes`from { opacity: 0; }`;
const fadeOut = keyframes`to { opacity: 0; }`;

const Underlay = styled.div<{ $exiting: boolean; $ms: number; $zIndex: number; $placement: FramePlacement }>`
  position: fixed;
  inset: 0;
  z-index: ${({ $zIndex }) => $zIndex};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${({ $exiting }) => ($exiting ? fadeOut : fadeIn)} ${({ $ms }) => $ms}ms
    ${({ $exiting, theme }) => ($exiting ? theme.easings.exit : theme.easings.standard)} both;
  ${({ $placement, theme }) =>
    $placement === 'center' &&
    css`
      display: flex;
      align-items: center;
      justify-content: center;
      padding: ${theme.space[2]};
      ${theme.media.tablet} {
        padding: ${theme.space[4]};
      }
    `}
  ${({ $exiting }) =>
    $exiting &&
    css`
      /* While it fades out, clicks reach the page again. */
      pointer-events: none;
    `}
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

/**
 * The modal layer: portal, focus containment and restoration, Escape and scrim dismissal, hiding
 * the rest of the page from assistive technology, body scroll lock, and the exit phase.
 */
export function ModalFrame(props: ModalFrameProps) {
  const { isMounted, isExiting, opening } = useExitTransition(props.state.isOpen, props.transitionMs);
  if (!isMounted) return null;
  // Each opening is a fresh frame, also one that comes while the last is still fading out (a quick
  // second press): react-aria moves focus in and records whom to give it back to only on mount, so
  // the fading frame, kept, would leave focus on the page's body.
  return <ModalFrameInner key={opening} {...props} isExiting={isExiting} />;
}

function ModalFrameInner({
  state,
  isDismissable,
  isKeyboardDismissDisabled,
  transitionMs,
  zIndex,
  placement,
  isExiting,
  children,
}: ModalFrameProps & { isExiting: boolean }) {
  const modalRef = useRef<HTMLDivElement>(null);
  const { modalProps, underlayProps } = useModalOverlay(
    { isDismissable, isKeyboardDismissDisabled },
    state,
    modalRef,
  );
  // react-aria locks the root element; the body lock is the library's own, counted across overlays.
  useScrollLock(state.isOpen);

  // The element that had focus when the overlay opened (its trigger). FocusScope would restore it
  // only after the exit animation; returning focus at once means it is never left on a fading panel.
  const [restoreTarget] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  useEffect(() => {
    if (!isExiting) return;
    const active = document.activeElement;
    const panel = modalRef.current;
    const focusIsInside = !active || active === document.body || (panel !== null && panel.contains(active));
    if (focusIsInside && restoreTarget instanceof HTMLElement && restoreTarget.isConnected) {
      restoreTarget.focus({ preventScroll: true });
    }
  }, [isExiting, restoreTarget]);

  return (
    <Overlay isExiting={isExiting} shouldContainFocus>
      <Underlay
        {...underlayProps}
        data-glimt-scrim=""
        data-exiting={isExiting || undefined}
        $exiting={isExiting}
        $ms={transitionMs}
        $zIndex={zIndex}
        $placement={placement}
      >
        {children({ modalRef, modalProps, isExiting })}
      </Underlay>
    </Overlay>
  );
}

const Scroller = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  -webkit-overflow-scrolling: touch;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

/**
 * The scrolling part of a panel. When its content overflows it joins the tab order, so keyboard
 * users can scroll it with the arrow keys.
 */
export function ScrollBody({ children, className }: { children?: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const innerRef = useRef<HTMLDivElement>(null);
  const [isOverflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setOverflowing(el.scrollHeight > el.clientHeight + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (innerRef.current) observer.observe(innerRef.current);
    return () => observer.disconnect();
  }, []);
  // Content that arrives with a render (search results) is measured before that render paints, so
  // the body never overflows without being in the tab order; the observer catches later growth
  // (images, fonts). Waiting for the observer alone left a frame in which axe found a scrollable
  // region with no keyboard access.
  useLayoutEffect(() => {
    const el = ref.current;
    if (el) setOverflowing(el.scrollHeight > el.clientHeight + 1);
  }, [children]);
  const focusProps = isOverflowing ? { tabIndex: 0 } : {};
  return (
    <Scroller ref={ref} className={className} data-scroll-body="" {...focusProps}>
      <div ref={innerRef}>{children}</div>
    </Scroller>
  );
}
