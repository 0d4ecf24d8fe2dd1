/**
 * Demo build only: stands in for `tldts` (the public suffix list, about 300 kB of source) that MSW's
 * cookie store pulls in through `tough-cookie`, which asks it for the registrable domain of a
 * cookie's host. The fake backend's hosts are the page's own (`127.0.0.1`, `localhost`) and
 * `*.glimt.test`, for which the list has no rule, so its default rule (`*`: the last label is the
 * suffix) gives the same answer as the whole list. A real shop does not ship MSW at all.
 */

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * The registrable domain of `hostname` under the public suffix list's default rule: its last two
 * labels; `null` for an IP address or a single label, as `tldts` answers.
 */
export function getDomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || IPV4.test(host) || host.includes(':')) return null;
  const labels = host.split('.');
  return labels.length < 2 ? null : labels.slice(-2).join('.');
}
