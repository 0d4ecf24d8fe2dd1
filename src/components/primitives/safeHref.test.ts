import { describe, expect, it } from 'vitest';
import { isSafeHref, toSafeHref } from './safeHref';

describe('toSafeHref', () => {
  it.each([
    '/briller/gucci',
    'briller',
    './briller',
    '../kontaktlinser',
    '?side=2',
    '#innhold',
    '//cdn.example/bilde.jpg',
    'https://www.example.no/om-glimt',
    'http://example.no',
    'HTTPS://EXAMPLE.NO',
    'mailto:kundeservice@example.no',
    'tel:+4722334455',
    '/sok?q=a:b',
  ])('keeps %s', (href) => {
    expect(toSafeHref(href)).toBe(href);
    expect(isSafeHref(href)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.no',
    'blob:https://example.no/x',
    'sms:+4722334455',
  ])('refuses %j', (href) => {
    expect(toSafeHref(href)).toBeUndefined();
    expect(isSafeHref(href)).toBe(false);
  });

  it('refuses empty, blank and missing hrefs', () => {
    expect(toSafeHref('')).toBeUndefined();
    expect(toSafeHref(' \n ')).toBeUndefined();
    expect(toSafeHref(undefined)).toBeUndefined();
    expect(toSafeHref(null)).toBeUndefined();
    // A non-string from untyped data must not throw.
    expect(toSafeHref(42 as unknown as string)).toBeUndefined();
  });

  it('returns the href as the browser reads it', () => {
    expect(toSafeHref('  /briller \n')).toBe('/briller');
    expect(toSafeHref('/bril\tler')).toBe('/briller');
  });
});
