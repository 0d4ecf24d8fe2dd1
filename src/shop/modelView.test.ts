import { describe, expect, it } from 'vitest';
import {
  initialModelViewState,
  modelViewAttemptUrl,
  modelViewReducer,
  resolveModelViewSources,
  type ModelViewEvent,
  type ModelViewState,
} from './modelView';

const MODEL = 'https://cdn.glimt.test/mock-media/models/panto.glb';
/** A model URL through the gate, as the view hands it on. */
const gated = (url: string) => resolveModelViewSources(url).model ?? expect.unreachable(`refused: ${url}`);
const POSTER = 'https://cdn.glimt.test/mock-media/products/1/0-md.svg';

describe('resolveModelViewSources', () => {
  it('passes https URLs on the media hosts', () => {
    expect(resolveModelViewSources(MODEL, POSTER)).toEqual({ model: MODEL, poster: POSTER });
    expect(resolveModelViewSources(MODEL)).toEqual({ model: MODEL, poster: null });
  });

  it.each([
    ['javascript:alert(1)'],
    ['http://cdn.glimt.test/m.glb'],
    ['//cdn.glimt.test/m.glb'],
    ['/mock-media/models/panto.glb'],
    ['https://cdn.glimt.test.evil.example/m.glb'],
    ['https://user:pw@cdn.glimt.test/m.glb'],
    ['data:model/gltf-binary;base64,Z2xURg=='],
    ['https://cdn.glimt.test/m.glb"onload="x'],
    [''],
    [42],
    [null],
  ])('refuses the model %j (nothing is requested)', (model) => {
    expect(resolveModelViewSources(model, POSTER).model).toBeNull();
  });

  it('refuses a poster off the allow-list but keeps the model', () => {
    expect(resolveModelViewSources(MODEL, 'https://evil.example/p.png')).toEqual({
      model: MODEL,
      poster: null,
    });
  });

  it('uses the allow-list it is given', () => {
    expect(resolveModelViewSources(MODEL, undefined, ['media.glimt.no']).model).toBeNull();
    expect(resolveModelViewSources('https://a.cdn.example/m.glb', undefined, ['*.cdn.example']).model).toBe(
      'https://a.cdn.example/m.glb',
    );
  });
});

describe('modelViewReducer', () => {
  const run = (state: ModelViewState, ...events: ModelViewEvent[]) => events.reduce(modelViewReducer, state);
  const loading = initialModelViewState({ model: gated(MODEL) });

  it('starts loading, or failed for good when the model was refused', () => {
    expect(loading).toEqual({ status: 'loading', attempt: 0, canRetry: true });
    const refused = initialModelViewState({ model: null });
    expect(refused).toEqual({ status: 'failed', attempt: 0, canRetry: false });
    expect(run(refused, { type: 'retry' })).toBe(refused);
  });

  it.each<[string, ModelViewState, ModelViewEvent[], ModelViewState]>([
    ['loads', loading, [{ type: 'loaded', attempt: 0 }], { status: 'shown', attempt: 0, canRetry: true }],
    ['fails', loading, [{ type: 'failed', attempt: 0 }], { status: 'failed', attempt: 0, canRetry: true }],
    [
      'fails after it showed (context lost)',
      loading,
      [
        { type: 'loaded', attempt: 0 },
        { type: 'failed', attempt: 0 },
      ],
      { status: 'failed', attempt: 0, canRetry: true },
    ],
    [
      'does not show again once failed',
      loading,
      [
        { type: 'failed', attempt: 0 },
        { type: 'loaded', attempt: 0 },
      ],
      { status: 'failed', attempt: 0, canRetry: true },
    ],
    [
      'retries from failed as a new attempt',
      loading,
      [{ type: 'failed', attempt: 0 }, { type: 'retry' }],
      { status: 'loading', attempt: 1, canRetry: true },
    ],
    ['ignores retry while loading', loading, [{ type: 'retry' }], loading],
    [
      'ignores retry while shown',
      loading,
      [{ type: 'loaded', attempt: 0 }, { type: 'retry' }],
      { status: 'shown', attempt: 0, canRetry: true },
    ],
    [
      'ignores a late event of the replaced attempt',
      loading,
      [{ type: 'failed', attempt: 0 }, { type: 'retry' }, { type: 'failed', attempt: 0 }],
      { status: 'loading', attempt: 1, canRetry: true },
    ],
    [
      'shows the new attempt when it loads',
      loading,
      [{ type: 'failed', attempt: 0 }, { type: 'retry' }, { type: 'loaded', attempt: 1 }],
      { status: 'shown', attempt: 1, canRetry: true },
    ],
  ])('%s', (_name, from, events, to) => {
    expect(run(from, ...events)).toEqual(to);
  });
});

describe('modelViewAttemptUrl', () => {
  it('keeps the first attempt as it is and marks each retry', () => {
    expect(modelViewAttemptUrl(gated(MODEL), 0)).toBe(MODEL);
    expect(modelViewAttemptUrl(gated(MODEL), 1)).toBe(`${MODEL}?retry=1`);
    expect(modelViewAttemptUrl(gated(`${MODEL}?v=3`), 2)).toBe(`${MODEL}?v=3&retry=2`);
    expect(modelViewAttemptUrl(gated(`${MODEL}?retry=1`), 2)).toBe(`${MODEL}?retry=2`);
  });
});
