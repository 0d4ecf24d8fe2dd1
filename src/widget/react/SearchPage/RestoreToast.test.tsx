import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { glimtTheme } from '../../../theme/theme';
import { createWidgetTranslator } from '../../core/i18n';
import { widgetLocaleNo } from '../../locales/no';
import { RestoreToast } from './RestoreToast';

const t = createWidgetTranslator(widgetLocaleNo);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderToast(offered: boolean) {
  const onRestore = vi.fn();
  const onDismiss = vi.fn();
  const view = (isOffered: boolean) => (
    <ThemeProvider theme={glimtTheme}>
      <RestoreToast offered={isOffered} onRestore={onRestore} onDismiss={onDismiss} t={t} />
    </ThemeProvider>
  );
  const result = render(view(offered));
  return { onRestore, onDismiss, offer: () => result.rerender(view(true)) };
}

const toast = () => document.querySelector('[data-glimt-restore-toast]');

describe('RestoreToast', () => {
  it('shows in a status region when offered, and "Gjenopprett" restores once the 300 ms fade-out is over', () => {
    const { onRestore, onDismiss, offer } = renderToast(false);
    expect(toast()).toBeNull();
    offer();
    expect(screen.getByRole('status')).toHaveTextContent('Gjenopprett');
    act(() => void vi.advanceTimersByTime(150));
    expect(toast()).toHaveAttribute('data-glimt-restore-toast', 'shown');
    fireEvent.click(screen.getByRole('button', { name: 'Gjenopprett' }));
    expect(toast()).toHaveAttribute('data-glimt-restore-toast', 'leaving');
    expect(onRestore).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(300));
    expect(toast()).toBeNull();
    expect(onRestore).toHaveBeenCalledTimes(1);
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('closes by itself after 30 s, accepting the cleared filters', () => {
    const { onRestore, onDismiss } = renderToast(true);
    act(() => void vi.advanceTimersByTime(150));
    act(() => void vi.advanceTimersByTime(29_999));
    expect(toast()).toHaveAttribute('data-glimt-restore-toast', 'shown');
    act(() => void vi.advanceTimersByTime(1));
    act(() => void vi.advanceTimersByTime(300));
    expect(toast()).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onRestore).not.toHaveBeenCalled();
  });

  it('Escape closes it as "OK"', () => {
    const { onDismiss } = renderToast(true);
    act(() => void vi.advanceTimersByTime(150));
    fireEvent.keyDown(document, { key: 'Escape' });
    act(() => void vi.advanceTimersByTime(300));
    expect(toast()).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
