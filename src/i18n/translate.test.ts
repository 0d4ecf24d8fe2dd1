import { describe, expect, it, vi } from 'vitest';
import { nb } from './nb';
import { createTranslator } from './translate';

describe('createTranslator', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    const t = createTranslator({ 'common.loading': 'Laster {what} ({n}) {missing}' });
    expect(t('common.loading', { what: 'kurv', n: 2 })).toBe('Laster kurv (2) {missing}');
  });
  it('shows a marker and warns once for a missing key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = createTranslator({});
    expect(t('common.close')).toBe('⟦common.close⟧');
    t('common.close');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
  it('has a Norwegian text for every key', () => {
    for (const [key, text] of Object.entries(nb)) expect(text.trim(), key).not.toBe('');
  });
});
