import { describe, expect, it } from 'vitest';
import { RESET_TOKEN_PARAM, VERIFY_EMAIL_PARAM, linkToken, linkTokenFromSearch } from './links';

describe('linkToken', () => {
  it.each<[string | null | undefined, string | null]>([
    ['verify-0a1b2c3d4e5f', 'verify-0a1b2c3d4e5f'],
    [' reset-abc ', 'reset-abc'],
    ['a.b_c-D9', 'a.b_c-D9'],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    ['<script>', null],
    ['abc/def', null],
    ['abc def', null],
    ['x'.repeat(257), null],
    ['x'.repeat(256), 'x'.repeat(256)],
  ])('%j → %j', (value, expected) => {
    expect(linkToken(value)).toBe(expected);
  });
});

describe('linkTokenFromSearch', () => {
  it.each<[string, string, string | null]>([
    ['?verifiser=verify-1', VERIFY_EMAIL_PARAM, 'verify-1'],
    ['?token=reset-1', RESET_TOKEN_PARAM, 'reset-1'],
    ['', RESET_TOKEN_PARAM, null],
    ['?other=1', VERIFY_EMAIL_PARAM, null],
    ['?token=', RESET_TOKEN_PARAM, 'invalid'],
    ['?token=%3Cb%3E', RESET_TOKEN_PARAM, 'invalid'],
  ])('%s (%s) → %j', (search, param, expected) => {
    expect(linkTokenFromSearch(search, param)).toBe(expected);
  });
});
