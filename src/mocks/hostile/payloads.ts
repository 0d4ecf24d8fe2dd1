/**
 * A corpus of hostile payloads for the fake backend: what an attacker who controls an API reply
 * would put in the fields a component renders or links. Used by the URL gate's unit tests and by
 * the hostile-data browser suite (`stories/hostile/`), which feeds them through MSW overrides.
 *
 * Every script payload sets `window.__glimtPwned` (and would open a dialog) if it ever ran, so a
 * test only has to check that the flag stays unset and no dialog opened.
 */

/** The flag a payload sets on `window` if it runs. */
export const PWNED_FLAG = '__glimtPwned';

const RUN = `window.${PWNED_FLAG}=1;alert(1)`;

/** Every spelling of a `javascript:` URL a browser would run, and its cousins. */
export const SCRIPT_URLS: readonly string[] = [
  `javascript:${RUN}`,
  `JaVaScRiPt:${RUN}`,
  `JAVASCRIPT:${RUN}`,
  ` javascript:${RUN}`,
  `\tjavascript:${RUN}`,
  `\u0000javascript:${RUN}`,
  `\njavascript:${RUN}`,
  `java\tscript:${RUN}`,
  `java\nscript:${RUN}`,
  `java\rscript:${RUN}`,
  `javascript\t:${RUN}`,
  `javascript:${encodeURIComponent(RUN)}`,
  `data:text/html,<script>${RUN}</script>`,
  `data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==`,
  `DATA:image/svg+xml,<svg onload="${RUN}"/>`,
  `vbscript:msgbox(1)`,
  `VBScript:msgbox(1)`,
  `file:///etc/passwd`,
  `blob:https://evil.example/x`,
];

/** URLs that name another host while looking relative, or a look-alike of an allowed host. */
export const FOREIGN_HOST_URLS: readonly string[] = [
  'https://evil.example/pixel.png',
  'http://cdn.glimt.test/pixel.png',
  '//evil.example/pixel.png',
  '/\\evil.example/pixel.png',
  '\\\\evil.example/pixel.png',
  '/\t/evil.example/pixel.png',
  'https://cdn.glimt.test.evil.example/pixel.png',
  'https://cdn.glimt.test@evil.example/pixel.png',
  'https://user:pw@cdn.glimt.test/pixel.png',
  'https://evilcdn.glimt.test/pixel.png',
  'https://cdn.glimt.test./pixel.png',
  'https://cdn.glímt.test/pixel.png',
];

/** Markup that runs script if it is ever inserted as HTML rather than text. */
export const SCRIPT_MARKUP: readonly string[] = [
  `<script>${RUN}</script>`,
  `<img src=x onerror="${RUN}">`,
  `"><svg onload="${RUN}">`,
  `'><iframe srcdoc="<script>parent.${PWNED_FLAG}=1</script>">`,
  `<a href="javascript:${RUN}">klikk</a>`,
];

/** Colours that try to break out of a CSS declaration. */
export const CSS_BREAKOUTS: readonly string[] = [
  'red;} body { display: none } .x {',
  '#fff; background-image: url(https://evil.example/pixel.png)',
  'expression(alert(1))',
  'url("javascript:alert(1)")',
  '</style><script>alert(1)</script>',
];

/** Text that misleads a reader: right-to-left overrides, NUL, zero-width characters. */
export const MISLEADING_TEXT: readonly string[] = [
  'Ray\u202eBan gpj.exe',
  'Gucci\u0000 GG0061S',
  'Oak\u200bley\u2066\u2069',
];

/** A string long enough to break a layout or a parser that trusts lengths. */
export const VERY_LONG_TEXT = 'Glimt '.repeat(20_000);

/** Every URL of the corpus that must never reach an attribute or a navigation. */
export const UNSAFE_URLS: readonly string[] = [...SCRIPT_URLS];

/**
 * Whether an attribute value (href, src, srcset, poster) names a scheme other than http(s), the
 * check the browser suite runs over every rendered attribute. Reads it as a browser would.
 */
export function hasUnsafeScheme(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- strips the leading control characters a browser ignores before a scheme, as the URL parser does
  const cleaned = value.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(cleaned);
  if (!match) return false;
  return !['http', 'https', 'mailto', 'tel'].includes(match[1]!.toLowerCase());
}
