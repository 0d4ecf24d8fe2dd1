/**
 * This library's version and the query parameters that carry it (widget spec section 7: every
 * request to the widget API gets them). Here, below the widget and the tracker, so both send the
 * same. Kept equal to `package.json` by a unit test (the build has no step that would inject it).
 */

/** This library's version, sent as `v` with every widget API and tracking request. */
export const GLIMT_CLIENT_VERSION = '0.1.0';

/** The version query parameters: `client=glimt-ui&v={version}`. */
export const VERSION_PARAMS: Readonly<Record<string, string>> = {
  client: 'glimt-ui',
  v: GLIMT_CLIENT_VERSION,
};

/** `url` with the version query parameters added. */
export function withVersionParams(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(VERSION_PARAMS).toString()}`;
}
