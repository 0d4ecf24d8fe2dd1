// @vitest-environment node
import { describe, expect, it } from 'vitest';
// The whole list, as MSW's cookie store would use it without the demo's alias.
import { getDomain as getDomainFromList } from 'tldts';
import { getDomain } from './publicSuffixDefaultRule';

describe('the demo stand-in for the public suffix list', () => {
  it.each(['127.0.0.1', 'localhost', 'glimt.test', 'api.glimt.test', 'cdn.glimt.test', 'CDN.Glimt.Test.'])(
    'answers %s as the whole list does',
    (host) => {
      expect(getDomain(host)).toBe(
        getDomainFromList(host, { allowIcannDomains: true, allowPrivateDomains: true }),
      );
    },
  );

  it('has no registrable domain for an IPv6 address or an empty host', () => {
    expect(getDomain('[::1]')).toBeNull();
    expect(getDomain('')).toBeNull();
  });
});
