import { useEffect, useReducer, useRef } from 'react';
import { keyframes, styled } from 'styled-components';
import {
  RESTORE_TOAST_FADE_IN_MS,
  RESTORE_TOAST_FADE_OUT_MS,
  restoreToastPhaseDuration,
  restoreToastReducer,
  type RestoreToastPhase,
} from '../../core/listing/restore';
import type { WidgetTranslate } from '../../core/i18n';

const toastIn = /* @__PURE__ */ keyframes`
  from {
    opacity: 0;
    transform: translate(-50%, 8px);
  }
`;

const Toast = styled.div<{ $phase: RestoreToastPhase }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  left: 50%;
  bottom: ${({ theme }) => theme.space[3]};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  max-width: min(560px, calc(100vw - 32px));
  padding: ${({ theme }) => `${theme.space[1.5]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-family: ${({ theme }) => theme.fonts.body};
  transform: translate(-50%, ${({ $phase }) => ($phase === 'leaving' ? '8px' : '0')});
  opacity: ${({ $phase }) => ($phase === 'leaving' ? 0 : 1)};
  animation: ${toastIn} ${RESTORE_TOAST_FADE_IN_MS}ms ease;
  transition:
    opacity ${({ $phase }) => ($phase === 'leaving' ? RESTORE_TOAST_FADE_OUT_MS : RESTORE_TOAST_FADE_IN_MS)}ms
      ease,
    transform
      ${({ $phase }) => ($phase === 'leaving' ? RESTORE_TOAST_FADE_OUT_MS : RESTORE_TOAST_FADE_IN_MS)}ms ease;
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
    animation: none;
  }
  p {
    margin: 0;
    flex: 1 1 200px;
  }
`;

const ToastButton = styled.button`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.textInverse};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.textInverse};
    outline-offset: 2px;
  }
`;

/** Props of {@link RestoreToast}. */
export interface RestoreToastProps {
  /** Whether a new query cleared filters that can be put back. */
  offered: boolean;
  onRestore: () => void;
  onDismiss: () => void;
  t: WidgetTranslate;
  /** Where focus goes when the toast closes while focus is in it (the results' heading). */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * "Your filters were cleared": restore or OK. A status region (announced, not focus-stealing),
 * open 30 s, fading in over 150 ms and out over 300 ms; Escape closes it while focus is in it
 * (and anywhere on the page while it shows, as long as no dialog took Escape first). If focus is
 * inside when it closes, focus moves to the results' heading instead of being lost.
 */
export function RestoreToast({ offered, onRestore, onDismiss, t, returnFocusTo }: RestoreToastProps) {
  const [phase, dispatch] = useReducer(restoreToastReducer, 'hidden');
  const root = useRef<HTMLDivElement>(null);
  const action = useRef<() => void>(onDismiss);
  /** Whether the toast has been shown since it last closed (its action runs once, on closing). */
  const open = useRef(false);

  useEffect(() => {
    if (offered) {
      action.current = onDismiss;
      open.current = true;
      dispatch({ type: 'open' });
    } else {
      // The offer ended elsewhere (a filter was chosen): the toast goes, nothing more to do.
      action.current = () => undefined;
      dispatch({ type: 'close' });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opens on the offer only
  }, [offered]);

  useEffect(() => {
    const duration = restoreToastPhaseDuration(phase);
    if (duration === null) return;
    const timer = window.setTimeout(() => {
      if (phase === 'shown') {
        action.current = onDismiss;
        dispatch({ type: 'close' });
      } else dispatch({ type: 'transitionEnd' });
    }, duration);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- timers per phase
  }, [phase]);

  useEffect(() => {
    if (phase !== 'hidden' || !open.current) return;
    open.current = false;
    // Closed: do what was chosen (restore or accept) once the fade-out is over.
    action.current();
  }, [phase]);

  const close = (next: () => void) => {
    action.current = next;
    const hadFocus = root.current?.contains(document.activeElement) ?? false;
    dispatch({ type: 'close' });
    if (hadFocus) window.setTimeout(() => returnFocusTo?.()?.focus(), 0);
  };

  useEffect(() => {
    if (phase !== 'entering' && phase !== 'shown') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      close(onDismiss);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  return (
    <div role="status" aria-live="polite">
      {phase !== 'hidden' && (
        <Toast ref={root} $phase={phase} data-glimt-restore-toast={phase}>
          <p>{t('filtersClearedToast')}</p>
          <ToastButton type="button" onClick={() => close(onRestore)}>
            {t('restoreFilters')}
          </ToastButton>
          <ToastButton type="button" onClick={() => close(onDismiss)}>
            {t('ok')}
          </ToastButton>
        </Toast>
      )}
    </div>
  );
}
