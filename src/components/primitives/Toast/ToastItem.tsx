import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { mergeProps, useButton, useFocusRing, useKeyboard } from 'react-aria';
import { useTranslate } from '../../../i18n/context';
import { CloseButton } from '../CloseButton';
import type { QueuedToast } from '../toastQueue';
import type { ToastAction, ToastContent, ToastTone } from './toastContext';
import { ActionButton, Actions, Box, Icon, Main, Message } from './Toast.styles';

function ToastActionButton({ action, onDone }: { action: ToastAction; onDone: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(
    {
      onPress: () => {
        action.onPress();
        if (action.closesToast !== false) onDone();
      },
    },
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <ActionButton {...mergeProps(buttonProps, focusProps)} ref={ref} $focusVisible={isFocusVisible}>
      {action.label}
    </ActionButton>
  );
}

function ToneIcon({ tone }: { tone: ToastTone }) {
  if (tone === 'neutral') return null;
  return (
    <Icon>
      <svg
        aria-hidden="true"
        focusable="false"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="12" cy="12" r="9" />
        {tone === 'success' ? <path d="M8 12.5l2.5 2.5L16 9.5" /> : <path d="M12 7.5v5.5M12 16.5v.01" />}
      </svg>
    </Icon>
  );
}

export interface ToastItemProps {
  toast: QueuedToast<ToastContent>;
  onDismiss: (id: string) => void;
  releaseFocus: (toast: HTMLElement) => void;
  fadeInMs: number;
  fadeOutMs: number;
}

export function ToastItem({ toast, onDismiss, releaseFocus, fadeInMs, fadeOutMs }: ToastItemProps) {
  const t = useTranslate();
  const ref = useRef<HTMLDivElement>(null);
  const { message, tone, actions } = toast.content;
  const isExiting = toast.phase === 'exiting';

  // The live region is in the page before its text arrives, so screen readers announce the text.
  const [hasText, setHasText] = useState(false);
  useEffect(() => setHasText(true), []);

  // Never leave focus on a toast that is leaving (or gone without a fade).
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (isExiting) {
      releaseFocus(element);
      return;
    }
    return () => releaseFocus(element);
  }, [isExiting, releaseFocus]);

  const dismiss = () => onDismiss(toast.id);
  const { keyboardProps } = useKeyboard({
    onKeyDown: (event) => {
      if (event.key === 'Escape') dismiss();
      else event.continuePropagation();
    },
  });

  return (
    <Box
      {...keyboardProps}
      ref={ref}
      data-toast=""
      data-tone={tone}
      data-exiting={isExiting || undefined}
      inert={isExiting}
      $tone={tone}
      $exiting={isExiting}
      $in={fadeInMs}
      $out={fadeOutMs}
    >
      <ToneIcon tone={tone} />
      <Main>
        <Message role={tone === 'error' ? 'alert' : 'status'} aria-atomic="true">
          {hasText ? message : null}
        </Message>
        {actions.length > 0 && (
          <Actions>
            {actions.map((action, index) => (
              <ToastActionButton key={`${index}-${action.label}`} action={action} onDone={dismiss} />
            ))}
          </Actions>
        )}
      </Main>
      <CloseButton inverse label={t('toast.dismiss')} onPress={dismiss} />
    </Box>
  );
}
