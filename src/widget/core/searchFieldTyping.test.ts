import { describe, expect, it } from 'vitest';
import { applySearchFieldKey, searchFieldKeyAction } from './searchFieldTyping';

const key = (name: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key: name,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('searchFieldKeyAction', () => {
  it('types a character, also one outside the basic plane', () => {
    expect(searchFieldKeyAction(key('r'), false)).toEqual({ kind: 'type', text: 'r' });
    expect(searchFieldKeyAction(key('-'), true)).toEqual({ kind: 'type', text: '-' });
    expect(searchFieldKeyAction(key('𝒜'), false)).toEqual({ kind: 'type', text: '𝒜' });
  });

  it('leaves shortcuts and named keys to the button and the browser', () => {
    expect(searchFieldKeyAction(key('r', { ctrlKey: true }), true)).toEqual({ kind: 'none' });
    expect(searchFieldKeyAction(key('r', { metaKey: true }), true)).toEqual({ kind: 'none' });
    expect(searchFieldKeyAction(key('r', { altKey: true }), true)).toEqual({ kind: 'none' });
    expect(searchFieldKeyAction(key('Enter'), true)).toEqual({ kind: 'none' });
    expect(searchFieldKeyAction(key('Tab'), true)).toEqual({ kind: 'none' });
  });

  it('a space presses the button before typing and is text while typing', () => {
    expect(searchFieldKeyAction(key(' '), false)).toEqual({ kind: 'none' });
    expect(searchFieldKeyAction(key(' '), true)).toEqual({ kind: 'type', text: ' ' });
  });

  it('Backspace erases only while typing', () => {
    expect(searchFieldKeyAction(key('Backspace'), false)).toEqual({ kind: 'none' });
    expect(searchFieldKeyAction(key('Backspace'), true)).toEqual({ kind: 'erase' });
  });
});

describe('applySearchFieldKey', () => {
  it('appends, erases the last character and keeps the text otherwise', () => {
    expect(applySearchFieldKey(undefined, { kind: 'type', text: 'r' })).toBe('r');
    expect(applySearchFieldKey('ray', { kind: 'type', text: '-' })).toBe('ray-');
    expect(applySearchFieldKey('ra𝒜', { kind: 'erase' })).toBe('ra');
    expect(applySearchFieldKey(undefined, { kind: 'erase' })).toBeUndefined();
    expect(applySearchFieldKey('ray', { kind: 'none' })).toBe('ray');
  });
});
