import { createRandom, onBackendReset } from './core';

/**
 * Deterministic ids and tokens: counters and seeded randomness that `resetBackend()` rewinds, so two
 * runs from a reset hand out the same ids in the same order.
 */

const SEED = 0x61_1a_2026;
let random = createRandom(SEED);
const counters = new Map<string, number>();

onBackendReset(() => {
  random = createRandom(SEED);
  counters.clear();
});

/** The next number of a named sequence, starting at `start`. */
export function nextNumber(sequence: string, start = 1): number {
  const value = counters.get(sequence) ?? start;
  counters.set(sequence, value + 1);
  return value;
}

/** A seeded random number in [0, 1). */
export function nextRandom(): number {
  return random();
}

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A seeded random code of capital letters and digits (no 0, 1, I or O). */
export function randomCode(length: number): string {
  let code = '';
  for (let index = 0; index < length; index += 1)
    code += ALPHABET[Math.floor(random() * ALPHABET.length)] ?? 'X';
  return code;
}

/** A seeded random lower-case hex string. */
export function randomHex(length: number): string {
  let hex = '';
  for (let index = 0; index < length; index += 1) hex += Math.floor(random() * 16).toString(16);
  return hex;
}

function hashOf(key: string): number {
  let hash = 2166136261;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash;
}

/** A number in [0, 1) that depends only on `key`: the same key always gives the same value. */
export function hashUnit(key: string): number {
  return createRandom(hashOf(key))();
}

/**
 * A lower-case hex string that depends only on `key` (the secrets of fixture data, which must be the
 * same whatever the backend handed out before them).
 */
export function hashHex(key: string, length: number): string {
  const keyed = createRandom(hashOf(key));
  let hex = '';
  for (let index = 0; index < length; index += 1) hex += Math.floor(keyed() * 16).toString(16);
  return hex;
}
