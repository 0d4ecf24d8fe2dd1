import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GLIMT_CLIENT_VERSION, withVersionParams } from './version';

describe('the version query parameters', () => {
  it("carry the package's version", () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(GLIMT_CLIENT_VERSION).toBe(pkg.version);
  });

  it('are added to a URL with or without a query of its own', () => {
    expect(withVersionParams('https://api.test/create-events')).toBe(
      `https://api.test/create-events?client=glimt-ui&v=${GLIMT_CLIENT_VERSION}`,
    );
    expect(withVersionParams('wss://api.test/v2/ws?token=a')).toBe(
      `wss://api.test/v2/ws?token=a&client=glimt-ui&v=${GLIMT_CLIENT_VERSION}`,
    );
  });
});
