import { describe, expect, it } from 'vitest';
import {
  INITIAL_TRY_ON_STATE,
  TRY_ON_MISSES_BEFORE_MANUAL,
  cameraProblemOf,
  clampPlacement,
  followPlacement,
  initialManualPlacement,
  isCameraSupported,
  isDetecting,
  moveOverlay,
  overlayKeyAction,
  placeFrameOnEyes,
  scaleOverlay,
  tryOnReducer,
  tryOnSnapshotFileName,
  tryOnTexts,
  type EyeCentres,
  type OverlayPlacement,
  type TryOnEvent,
  type TryOnState,
  type TryOnStatus,
} from './tryOn';

const video = { width: 640, height: 480 };

function expectPlacement(actual: OverlayPlacement | null, expected: OverlayPlacement | null) {
  if (expected === null) {
    expect(actual).toBeNull();
    return;
  }
  expect(actual).not.toBeNull();
  for (const key of Object.keys(expected) as (keyof OverlayPlacement)[]) {
    expect(actual?.[key], key).toBeCloseTo(expected[key], 6);
  }
}

describe('placeFrameOnEyes', () => {
  const level: EyeCentres = { left: { x: 260, y: 240 }, right: { x: 386, y: 240 } };
  const cases: {
    name: string;
    eyes: EyeCentres;
    frameWidth?: number;
    aspect?: number;
    mirrored?: boolean;
    pupilDistance?: number;
    expected: OverlayPlacement | null;
  }[] = [
    {
      // 126 px between the eyes stand for 63 mm: 2 px per mm, so a 140 mm frame is 280 px wide.
      name: 'level eyes, unmirrored: centred between the eyes, 2 px per mm',
      eyes: level,
      mirrored: false,
      expected: { centreX: 323, centreY: 240, width: 280, height: 70, rotationDeg: 0 },
    },
    {
      name: 'level eyes, mirrored selfie view: x flips around the video centre',
      eyes: level,
      expected: { centreX: 317, centreY: 240, width: 280, height: 70, rotationDeg: 0 },
    },
    {
      name: 'eyes given in either order give the same placement',
      eyes: { left: level.right, right: level.left },
      mirrored: false,
      expected: { centreX: 323, centreY: 240, width: 280, height: 70, rotationDeg: 0 },
    },
    {
      name: 'head tilted 45° clockwise in the camera picture',
      eyes: { left: { x: 300, y: 200 }, right: { x: 400, y: 300 } },
      mirrored: false,
      frameWidth: 126,
      aspect: 3,
      expected: {
        centreX: 350,
        centreY: 250,
        width: Math.hypot(100, 100) * 2,
        height: (Math.hypot(100, 100) * 2) / 3,
        rotationDeg: 45,
      },
    },
    {
      name: 'the same tilt mirrored turns the other way on screen',
      eyes: { left: { x: 300, y: 200 }, right: { x: 400, y: 300 } },
      frameWidth: 126,
      aspect: 3,
      expected: {
        centreX: 290,
        centreY: 250,
        width: Math.hypot(100, 100) * 2,
        height: (Math.hypot(100, 100) * 2) / 3,
        rotationDeg: -45,
      },
    },
    {
      name: 'a wider pupil distance makes the frame smaller',
      eyes: level,
      mirrored: false,
      pupilDistance: 70,
      expected: {
        centreX: 323,
        centreY: 240,
        width: (126 / 70) * 140,
        height: (126 / 70) * 35,
        rotationDeg: 0,
      },
    },
    {
      name: 'eyes on one point: no placement',
      eyes: { left: { x: 5, y: 5 }, right: { x: 5, y: 5 } },
      expected: null,
    },
    {
      name: 'a NaN landmark: no placement',
      eyes: { left: { x: Number.NaN, y: 5 }, right: level.right },
      expected: null,
    },
    { name: 'a frame width of 0: no placement', eyes: level, frameWidth: 0, expected: null },
    { name: 'an aspect of 0: no placement', eyes: level, aspect: 0, expected: null },
  ];
  it.each(cases)('$name', ({ eyes, frameWidth = 140, aspect = 4, mirrored, pupilDistance, expected }) => {
    expectPlacement(
      placeFrameOnEyes(eyes, { frameWidth, overlayAspect: aspect, video, mirrored, pupilDistance }),
      expected,
    );
  });
});

describe('followPlacement', () => {
  const at = (centreX: number, width = 200): OverlayPlacement => ({
    centreX,
    centreY: 200,
    width,
    height: width / 4,
    rotationDeg: 0,
  });
  it.each([
    { name: 'first detection: straight there', previous: null, next: at(300), rate: 0.4, expected: at(300) },
    { name: 'small move: part of the way', previous: at(300), next: at(350), rate: 0.4, expected: at(320) },
    {
      name: 'scale follows too',
      previous: at(300, 200),
      next: at(300, 300),
      rate: 0.5,
      expected: at(300, 250),
    },
    {
      name: 'a jump over half the width: straight there',
      previous: at(100),
      next: at(300),
      rate: 0.4,
      expected: at(300),
    },
    { name: 'rate 1: straight there', previous: at(300), next: at(340), rate: 1, expected: at(340) },
    { name: 'rate 0: stays', previous: at(300), next: at(340), rate: 0, expected: at(300) },
  ])('$name', ({ previous, next, rate, expected }) => {
    expectPlacement(followPlacement(previous, next, rate), expected);
  });
});

describe('manual placement', () => {
  const start = initialManualPlacement(video, 4);
  it('starts centred at eye height, half the video wide', () => {
    expectPlacement(start, { centreX: 320, centreY: 201.6, width: 320, height: 80, rotationDeg: 0 });
  });

  const step = 640 * 0.02;
  it.each([
    { key: 'ArrowLeft', shift: false, expected: { ...start, centreX: 320 - step } },
    { key: 'ArrowRight', shift: false, expected: { ...start, centreX: 320 + step } },
    { key: 'ArrowUp', shift: false, expected: { ...start, centreY: 201.6 - step } },
    { key: 'ArrowDown', shift: false, expected: { ...start, centreY: 201.6 + step } },
    { key: 'ArrowRight', shift: true, expected: { ...start, centreX: 320 + step * 5 } },
    { key: '+', shift: false, expected: { ...start, width: 352, height: 88 } },
    { key: '=', shift: false, expected: { ...start, width: 352, height: 88 } },
    { key: '-', shift: false, expected: { ...start, width: 320 / 1.1, height: 80 / 1.1 } },
    { key: 'Subtract', shift: false, expected: { ...start, width: 320 / 1.1, height: 80 / 1.1 } },
    { key: 'a', shift: false, expected: null },
    { key: 'Enter', shift: false, expected: null },
  ])('key $key (shift $shift)', ({ key, shift, expected }) => {
    expectPlacement(overlayKeyAction(key, start, video, shift), expected);
  });

  it.each([
    {
      name: 'a move past the left edge stops with the frame inside',
      dx: -1000,
      dy: 0,
      expected: { centreX: 160, centreY: 201.6 },
    },
    { name: 'past the right edge', dx: 1000, dy: 0, expected: { centreX: 480, centreY: 201.6 } },
    { name: 'past the top', dx: 0, dy: -1000, expected: { centreX: 320, centreY: 40 } },
    { name: 'past the bottom', dx: 0, dy: 1000, expected: { centreX: 320, centreY: 440 } },
    { name: 'a NaN move changes nothing', dx: Number.NaN, dy: 0, expected: { centreX: 320, centreY: 201.6 } },
  ])('$name', ({ dx, dy, expected }) => {
    const moved = moveOverlay(start, dx, dy, video);
    expect(moved.centreX).toBeCloseTo(expected.centreX, 6);
    expect(moved.centreY).toBeCloseTo(expected.centreY, 6);
    expect(moved.width).toBe(320);
  });

  it.each([
    { name: 'scaled far up: the video width at most', factor: 10, width: 640 },
    { name: 'scaled far down: a fifth of the video at least', factor: 0.01, width: 128 },
    { name: 'a factor of 0 changes nothing', factor: 0, width: 320 },
    { name: 'a negative factor changes nothing', factor: -2, width: 320 },
  ])('$name', ({ factor, width }) => {
    const scaled = scaleOverlay(start, factor, video);
    expect(scaled.width).toBeCloseTo(width, 6);
    expect(scaled.height).toBeCloseTo(width / 4, 6);
  });

  it('a frame scaled up near the edge is pushed back inside', () => {
    const nearEdge = moveOverlay(start, 1000, 0, video);
    const larger = scaleOverlay(nearEdge, 1.5, video);
    expect(larger.centreX + larger.width / 2).toBeLessThanOrEqual(640);
  });

  it('a frame taller than the video is centred vertically', () => {
    const tall = clampPlacement(
      { centreX: 320, centreY: 10, width: 400, height: 800, rotationDeg: 0 },
      video,
    );
    expect(tall.centreY).toBe(240);
  });
});

describe('camera problems', () => {
  const withCamera = { mediaDevices: { getUserMedia: () => Promise.resolve() } };
  const named = (name: string) => Object.assign(new Error(name), { name });
  it.each([
    { error: named('NotAllowedError'), expected: 'denied' },
    { error: named('SecurityError'), expected: 'denied' },
    { error: named('NotFoundError'), expected: 'noCamera' },
    { error: named('OverconstrainedError'), expected: 'noCamera' },
    { error: named('NotReadableError'), expected: 'inUse' },
    { error: named('AbortError'), expected: 'inUse' },
    { error: named('NotSupportedError'), expected: 'unsupported' },
    { error: named('TypeError'), expected: 'error' },
    { error: new Error('boom'), expected: 'error' },
    { error: 'a string', expected: 'error' },
    { error: null, expected: 'error' },
    { error: { name: 42 }, expected: 'error' },
  ])('$error.name -> $expected', ({ error, expected }) => {
    expect(cameraProblemOf(error)).toBe(expected);
    expect(cameraProblemOf(error, withCamera)).toBe(expected);
  });

  it.each([
    { name: 'no navigator', nav: null, supported: false },
    { name: 'no mediaDevices', nav: {}, supported: false },
    { name: 'mediaDevices null', nav: { mediaDevices: null }, supported: false },
    { name: 'no getUserMedia', nav: { mediaDevices: {} }, supported: false },
    { name: 'getUserMedia not a function', nav: { mediaDevices: { getUserMedia: true } }, supported: false },
    { name: 'getUserMedia', nav: withCamera, supported: true },
  ])(
    '$name: supported $supported; any error then means unsupported unless supported',
    ({ nav, supported }) => {
      expect(isCameraSupported(nav)).toBe(supported);
      expect(cameraProblemOf(named('NotAllowedError'), nav)).toBe(supported ? 'denied' : 'unsupported');
    },
  );
});

describe('tryOnReducer', () => {
  const state = (status: TryOnStatus, extra: Partial<TryOnState> = {}): TryOnState => ({
    ...INITIAL_TRY_ON_STATE,
    status,
    ...extra,
  });
  const cases: { name: string; from: TryOnState; event: TryOnEvent; to: TryOnState }[] = [
    { name: 'ask, start: starting', from: state('ask'), event: { type: 'start' }, to: state('starting') },
    {
      name: 'denied, retry: starting',
      from: state('denied'),
      event: { type: 'start' },
      to: state('starting'),
    },
    { name: 'inUse, retry: starting', from: state('inUse'), event: { type: 'start' }, to: state('starting') },
    {
      name: 'live, start again: unchanged',
      from: state('live'),
      event: { type: 'start' },
      to: state('live'),
    },
    {
      name: 'starting, camera ready: live',
      from: state('starting'),
      event: { type: 'cameraReady' },
      to: state('live'),
    },
    {
      name: 'starting with a failed detector, camera ready: placed by hand',
      from: state('starting', { detectorUnavailable: true }),
      event: { type: 'cameraReady' },
      to: state('noFace', { detectorUnavailable: true }),
    },
    {
      name: 'starting, denied',
      from: state('starting'),
      event: { type: 'cameraFailed', problem: 'denied' },
      to: state('denied'),
    },
    {
      name: 'ask, unsupported (checked before asking)',
      from: state('ask'),
      event: { type: 'cameraFailed', problem: 'unsupported' },
      to: state('unsupported'),
    },
    {
      name: 'denied, another failure: unchanged',
      from: state('denied'),
      event: { type: 'cameraFailed', problem: 'inUse' },
      to: state('denied'),
    },
    {
      name: 'live, a miss counts',
      from: state('live'),
      event: { type: 'faceMissed' },
      to: state('live', { misses: 1 }),
    },
    {
      name: 'live, the last allowed miss: by hand',
      from: state('live', { misses: TRY_ON_MISSES_BEFORE_MANUAL - 1 }),
      event: { type: 'faceMissed' },
      to: state('noFace', { misses: TRY_ON_MISSES_BEFORE_MANUAL }),
    },
    {
      name: 'live, a face resets the misses',
      from: state('live', { misses: 2 }),
      event: { type: 'faceFound' },
      to: state('live'),
    },
    {
      name: 'noFace, a face again: live',
      from: state('noFace', { misses: 5 }),
      event: { type: 'faceFound' },
      to: state('live'),
    },
    {
      name: 'noFace placed by hand, a face: stays by hand',
      from: state('noFace', { placedByHand: true }),
      event: { type: 'faceFound' },
      to: state('noFace', { placedByHand: true }),
    },
    {
      name: 'noFace, placed by hand',
      from: state('noFace'),
      event: { type: 'placedByHand' },
      to: state('noFace', { placedByHand: true }),
    },
    {
      name: 'live, placedByHand: unchanged',
      from: state('live'),
      event: { type: 'placedByHand' },
      to: state('live'),
    },
    {
      name: 'live, the detector fails: by hand',
      from: state('live'),
      event: { type: 'detectorFailed' },
      to: state('noFace', { detectorUnavailable: true }),
    },
    {
      name: 'starting, the detector fails: still starting',
      from: state('starting'),
      event: { type: 'detectorFailed' },
      to: state('starting', { detectorUnavailable: true }),
    },
    {
      name: 'ask, a late face: unchanged',
      from: state('ask'),
      event: { type: 'faceFound' },
      to: state('ask'),
    },
    {
      name: 'ask, a late miss: unchanged',
      from: state('ask'),
      event: { type: 'faceMissed' },
      to: state('ask'),
    },
    {
      name: 'live, the viewer fails: error',
      from: state('live'),
      event: { type: 'viewerFailed' },
      to: state('error'),
    },
    {
      name: 'noFace, stop: ask',
      from: state('noFace', { placedByHand: true }),
      event: { type: 'stop' },
      to: state('ask'),
    },
  ];
  it.each(cases)('$name', ({ from, event, to }) => {
    expect(tryOnReducer(from, event)).toEqual(to);
  });

  it.each([
    { s: state('live'), detecting: true },
    { s: state('noFace'), detecting: true },
    { s: state('noFace', { placedByHand: true }), detecting: false },
    { s: state('noFace', { detectorUnavailable: true }), detecting: false },
    { s: state('starting'), detecting: false },
    { s: state('ask'), detecting: false },
  ])('isDetecting($s.status, byHand $s.placedByHand) = $detecting', ({ s, detecting }) => {
    expect(isDetecting(s)).toBe(detecting);
  });
});

describe('tryOnSnapshotFileName', () => {
  it.each([
    { name: 'Glimt Aviator Gull', file: 'glimt-aviator-gull-prov-virtuelt.png' },
    { name: 'Ørsted Blå/Grønn 52', file: 'orsted-bla-gronn-52-prov-virtuelt.png' },
    { name: '  Ray-Ban  RB3025  ', file: 'ray-ban-rb3025-prov-virtuelt.png' },
    { name: '<script>', file: 'script-prov-virtuelt.png' },
    { name: '', file: 'prov-virtuelt.png' },
    { name: '!!!', file: 'prov-virtuelt.png' },
    { name: 'a'.repeat(100), file: `${'a'.repeat(60)}-prov-virtuelt.png` },
  ])('$name -> $file', ({ name, file }) => {
    expect(tryOnSnapshotFileName(name)).toBe(file);
  });
});

describe('tryOnTexts', () => {
  const state = (status: TryOnStatus, extra: Partial<TryOnState> = {}): TryOnState => ({
    ...INITIAL_TRY_ON_STATE,
    status,
    ...extra,
  });
  it.each([
    { s: state('ask'), placed: false, title: 'product.tryOn.ask.title', retry: false },
    { s: state('starting'), placed: false, title: 'product.tryOn.starting.title', retry: false },
    { s: state('live'), placed: false, title: 'product.tryOn.live.searching', retry: false },
    { s: state('live'), placed: true, title: 'product.tryOn.live.title', retry: false },
    { s: state('noFace'), placed: true, title: 'product.tryOn.noFace.title', retry: false },
    {
      s: state('noFace', { detectorUnavailable: true }),
      placed: true,
      title: 'product.tryOn.noFace.detectorTitle',
      retry: false,
    },
    { s: state('denied'), placed: false, title: 'product.tryOn.denied.title', retry: true },
    { s: state('noCamera'), placed: false, title: 'product.tryOn.noCamera.title', retry: true },
    { s: state('inUse'), placed: false, title: 'product.tryOn.inUse.title', retry: true },
    { s: state('unsupported'), placed: false, title: 'product.tryOn.unsupported.title', retry: false },
    { s: state('error'), placed: false, title: 'product.tryOn.error.title', retry: true },
  ])('$s.status (placed $placed): $title', ({ s, placed, title, retry }) => {
    const texts = tryOnTexts(s, placed);
    expect(texts.title).toBe(title);
    expect(texts.retry).toBe(retry);
  });
});
