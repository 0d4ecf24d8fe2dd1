import { describe, expect, it } from 'vitest';
import { overlayTriggerOf, searchFieldStart, textAfterKey, typingKeyKind } from './overlayIntent';

const key = (
  value: string,
  modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {},
) => ({
  key: value,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('overlayTriggerOf', () => {
  it('finds the overlay of the trigger that holds the target', () => {
    const button = document.createElement('button');
    button.setAttribute('data-shell-overlay', 'cart');
    const icon = document.createElement('span');
    button.append(icon);
    expect(overlayTriggerOf(icon)).toBe('cart');
    expect(overlayTriggerOf(button)).toBe('cart');
    const menu = document.createElement('button');
    menu.setAttribute('data-shell-overlay', 'menu');
    expect(overlayTriggerOf(menu)).toBe('menu');
  });

  it('is null outside a trigger, for an unknown value and for non-elements', () => {
    expect(overlayTriggerOf(document.createElement('button'))).toBeNull();
    const odd = document.createElement('button');
    odd.setAttribute('data-shell-overlay', 'drawer');
    expect(overlayTriggerOf(odd)).toBeNull();
    expect(overlayTriggerOf(null)).toBeNull();
    expect(overlayTriggerOf(document)).toBeNull();
  });
});

describe('typingKeyKind', () => {
  it('counts one character, with Shift or AltGr (Ctrl+Alt), as typing', () => {
    expect(typingKeyKind(key('r'))).toBe('char');
    expect(typingKeyKind(key('R'))).toBe('char');
    expect(typingKeyKind(key(' '))).toBe('char');
    expect(typingKeyKind(key('@', { ctrlKey: true, altKey: true }))).toBe('char');
    expect(typingKeyKind(key('@', { altKey: true }))).toBe('char');
    expect(typingKeyKind(key('ø'))).toBe('char');
    expect(typingKeyKind(key('😀'))).toBe('char');
  });

  it('takes Backspace as deleting and shortcuts, named keys and compositions as no typing', () => {
    expect(typingKeyKind(key('Backspace'))).toBe('backspace');
    expect(typingKeyKind(key('c', { ctrlKey: true }))).toBeNull();
    expect(typingKeyKind(key('v', { metaKey: true }))).toBeNull();
    expect(typingKeyKind(key('Enter'))).toBeNull();
    expect(typingKeyKind(key('Tab'))).toBeNull();
    expect(typingKeyKind(key('ArrowDown'))).toBeNull();
    expect(typingKeyKind(key('Dead'))).toBeNull();
    expect(typingKeyKind({ ...key('a'), isComposing: true })).toBeNull();
  });
});

describe('textAfterKey', () => {
  it('adds a character, takes one off with Backspace and leaves the text for other keys', () => {
    expect(textAfterKey('ra', key('y'))).toBe('ray');
    expect(textAfterKey('ray', key('Backspace'))).toBe('ra');
    expect(textAfterKey('', key('Backspace'))).toBe('');
    expect(textAfterKey('ra😀', key('Backspace'))).toBe('ra');
    expect(textAfterKey('ray', key('Enter'))).toBe('ray');
  });
});

describe('searchFieldStart', () => {
  it('puts what was typed after the current query', () => {
    expect(searchFieldStart('', 'ray')).toBe('ray');
    expect(searchFieldStart('ray-ban', ' aviator')).toBe('ray-ban aviator');
    expect(searchFieldStart('briller', '')).toBe('briller');
  });
});
