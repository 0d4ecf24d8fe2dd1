import { describe, expect, it } from 'vitest';
import { FOREIGN_HOST_URLS, SCRIPT_URLS } from '../mocks/hostile/payloads';
import {
  DEFAULT_MEDIA_HOSTS,
  MAX_URL_LENGTH,
  cleanUrl,
  isAllowedImageUrl,
  isSafeUrl,
  isSameOriginRelativeUrl,
  toAllowedImageUrl,
  toSafeUrl,
} from './url';

describe('toSafeUrl', () => {
  it.each([
    '/briller/gucci',
    'briller',
    '../kontaktlinser',
    '?side=2',
    '#innhold',
    'https://www.example.no/om-glimt',
    'http://example.no',
    'HTTPS://EXAMPLE.NO',
    '//cdn.example/bilde.jpg',
    '/sok?q=a:b',
    '/sok?q=a\\b',
  ])('keeps %j', (url) => {
    expect(toSafeUrl(url)).toBe(url);
  });

  it.each(SCRIPT_URLS)('refuses %j', (url) => {
    expect(toSafeUrl(url)).toBeUndefined();
    expect(isSafeUrl(url)).toBe(false);
  });

  it('refuses mail and phone links unless asked for them', () => {
    expect(toSafeUrl('mailto:a@example.no')).toBeUndefined();
    expect(toSafeUrl('mailto:a@example.no', { schemes: ['http', 'https', 'mailto'] })).toBe(
      'mailto:a@example.no',
    );
  });

  it('reads the value as a browser does', () => {
    expect(toSafeUrl('  /briller \n')).toBe('/briller');
    expect(toSafeUrl('/bril\tler')).toBe('/briller');
    expect(toSafeUrl('/\\evil.example/x')).toBe('//evil.example/x');
    expect(cleanUrl('\u0000 /x \u0001')).toBe('/x');
  });

  it('refuses controls, bidirectional overrides, absurd lengths and non-strings', () => {
    expect(toSafeUrl('/bril\u0000ler')).toBeUndefined();
    expect(toSafeUrl('/briller\u202egpj')).toBeUndefined();
    expect(toSafeUrl(`/${'a'.repeat(MAX_URL_LENGTH)}`)).toBeUndefined();
    expect(toSafeUrl('')).toBeUndefined();
    expect(toSafeUrl(42)).toBeUndefined();
    expect(toSafeUrl(null)).toBeUndefined();
    expect(toSafeUrl({ toString: () => '/x' })).toBeUndefined();
  });
});

describe('isSameOriginRelativeUrl', () => {
  it.each(['/briller', 'briller', '?side=2', '#a', '/a//b'])('%j is relative', (url) => {
    expect(isSameOriginRelativeUrl(url)).toBe(true);
  });
  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    ' //evil.example',
    'https://x.no/',
  ])('%j is not', (url) => {
    expect(isSameOriginRelativeUrl(url)).toBe(false);
  });
});

describe('toAllowedImageUrl', () => {
  it('allows https URLs on the allowed hosts, normalised', () => {
    expect(toAllowedImageUrl('https://cdn.glimt.test/a.svg')).toBe('https://cdn.glimt.test/a.svg');
    expect(toAllowedImageUrl(' https://CDN.GLIMT.NO/a.jpg ')).toBe('https://cdn.glimt.no/a.jpg');
    expect(isAllowedImageUrl('https://img.eu.example.no/a.jpg', ['*.example.no'])).toBe(true);
    expect(isAllowedImageUrl('https://example.no/a.jpg', ['*.example.no'])).toBe(false);
    expect(isAllowedImageUrl('https://x.no:8443/a.jpg', ['x.no:8443'])).toBe(true);
    expect(DEFAULT_MEDIA_HOSTS).toContain('cdn.glimt.test');
  });

  it.each([
    ...SCRIPT_URLS,
    ...FOREIGN_HOST_URLS,
    'https://cdn.glimt.test/a b.svg',
    'https://cdn.glimt.test/a\n.svg',
    '/a.svg',
  ])('refuses %j', (url) => {
    expect(toAllowedImageUrl(url)).toBeNull();
  });

  it('refuses everything with an empty or odd allow-list', () => {
    expect(toAllowedImageUrl('https://cdn.glimt.test/a.svg', [])).toBeNull();
    expect(toAllowedImageUrl('https://cdn.glimt.test/a.svg', ['', '*.', ' '])).toBeNull();
  });
});
