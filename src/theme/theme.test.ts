import { describe, expect, it } from 'vitest';
import { createTheme, glimtTheme } from './theme';

describe('createTheme', () => {
  it('merges overrides group by group and keeps the rest', () => {
    const theme = createTheme({ colors: { accent: '#5b2a86' }, name: 'partner' });
    expect(theme.colors.accent).toBe('#5b2a86');
    expect(theme.colors.campaign).toBe(glimtTheme.colors.campaign);
    expect(theme.space).toEqual(glimtTheme.space);
    expect(theme.name).toBe('partner');
  });
  it('returns the default theme without overrides', () => {
    expect(createTheme()).toEqual(glimtTheme);
  });
});
