import { describe, expect, it } from 'vitest';
import {
  PAGE_REPLACER_CLOSED,
  VISITED_ENTRY_KEY,
  entryDocumentId,
  pageReplacerPopDecision,
  pageReplacerStep,
  stampVisitedEntry,
} from './pageReplacer';

describe('page replacer state machine', () => {
  it('opens on a matching page: hides the original, sets the title, fires open', () => {
    const { state, effects } = pageReplacerStep(PAGE_REPLACER_CLOSED, {
      pathname: '/kampanje',
      matches: true,
      title: 'Kampanje',
      currentTitle: 'Glimt',
    });
    expect(state).toEqual({ status: 'open', pathname: '/kampanje', originalTitle: 'Glimt' });
    expect(effects).toEqual([
      { type: 'hide-original' },
      { type: 'set-title', title: 'Kampanje' },
      { type: 'open', pathname: '/kampanje' },
    ]);
  });

  it('closes when the visitor leaves: restores the original and the title, fires close', () => {
    const open = pageReplacerStep(PAGE_REPLACER_CLOSED, {
      pathname: '/kampanje',
      matches: true,
      title: 'Kampanje',
      currentTitle: 'Glimt',
    }).state;
    const { state, effects } = pageReplacerStep(open, {
      pathname: '/',
      matches: false,
      currentTitle: 'Kampanje',
    });
    expect(state).toBe(PAGE_REPLACER_CLOSED);
    expect(effects).toEqual([
      { type: 'restore-original' },
      { type: 'restore-title', title: 'Glimt' },
      { type: 'close', pathname: '/kampanje' },
    ]);
  });

  it('does nothing while closed on other pages, and stays open between matching pages', () => {
    expect(
      pageReplacerStep(PAGE_REPLACER_CLOSED, { pathname: '/', matches: false, currentTitle: 'x' }),
    ).toEqual({
      state: PAGE_REPLACER_CLOSED,
      effects: [],
    });
    const open = { status: 'open' as const, pathname: '/a', originalTitle: 'Glimt' };
    expect(pageReplacerStep(open, { pathname: '/b', matches: true, title: 'B', currentTitle: 'A' })).toEqual({
      state: { status: 'open', pathname: '/b', originalTitle: 'Glimt' },
      effects: [{ type: 'set-title', title: 'B' }],
    });
    expect(
      pageReplacerStep(open, { pathname: '/a', matches: true, title: 'A', currentTitle: 'A' }).effects,
    ).toEqual([]);
  });

  it('leaves the title alone without one, and a full round trip ends where it began', () => {
    let state = pageReplacerStep(PAGE_REPLACER_CLOSED, { pathname: '/a', matches: true, currentTitle: 'T' });
    expect(state.effects.map((effect) => effect.type)).toEqual(['hide-original', 'open']);
    state = pageReplacerStep(state.state, { pathname: '/', matches: false, currentTitle: 'T' });
    expect(state.state).toEqual(PAGE_REPLACER_CLOSED);
  });
});

describe('the reload rule', () => {
  it('stamps an entry with the document that visited it, keeping its state', () => {
    expect(stampVisitedEntry({ key: 'abc' }, 'doc-1')).toEqual({ key: 'abc', [VISITED_ENTRY_KEY]: 'doc-1' });
    expect(stampVisitedEntry(null, 'doc-1')).toEqual({ [VISITED_ENTRY_KEY]: 'doc-1' });
    expect(stampVisitedEntry('text', 'doc-1')).toEqual({ [VISITED_ENTRY_KEY]: 'doc-1' });
    expect(stampVisitedEntry({ [VISITED_ENTRY_KEY]: 'doc-1' }, 'doc-1')).toBeNull();
    expect(entryDocumentId({ [VISITED_ENTRY_KEY]: 'doc-0' })).toBe('doc-0');
    expect(entryDocumentId({ [VISITED_ENTRY_KEY]: 4 })).toBeUndefined();
    expect(entryDocumentId(undefined)).toBeUndefined();
  });

  it('reloads a history entry never visited in this document when the replacer is concerned', () => {
    const common = { documentId: 'doc-2' };
    expect(pageReplacerPopDecision({ ...common, entryDocument: 'doc-1', matches: true, isOpen: false })).toBe(
      'reload',
    );
    expect(
      pageReplacerPopDecision({ ...common, entryDocument: undefined, matches: false, isOpen: true }),
    ).toBe('reload');
    expect(pageReplacerPopDecision({ ...common, entryDocument: 'doc-2', matches: true, isOpen: false })).toBe(
      'step',
    );
    expect(
      pageReplacerPopDecision({ ...common, entryDocument: undefined, matches: false, isOpen: false }),
    ).toBe('step');
  });
});
