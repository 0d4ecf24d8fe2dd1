/**
 * The values a filter offers, from the API's parallel lists (`values`, `names`, `counts`,
 * `hex_colors`), bounded and de-duplicated, with search inside a long list and "show more".
 */
import type { FilterValue, ResponseFilter } from '../schemas';

/** At most this many values of one filter are shown (the API's lists are hostile data). */
export const MAX_FILTER_OPTIONS = 1000;
/** Values shown before "show more". */
export const DEFAULT_VISIBLE_OPTIONS = 6;
/** A list longer than this gets a search field. */
export const FILTER_SEARCH_THRESHOLD = 10;

/** One value a filter offers. */
export interface FilterOption {
  value: FilterValue;
  /** Tells values apart (`"Ray-Ban"`, `["Solbriller","Pilot"]`, `true`): JSON of the value. */
  key: string;
  /** What the shopper reads: the API's name, else the value (a path's last step). */
  name: string;
  /** Products with this value, or `null` when the API did not say. */
  count: number | null;
  /** A safe CSS hex colour (`#rrggbb` or `#rgb`) for a colour filter, else `null`. */
  hex: string | null;
}

/** The key of a filter value: JSON, so `"1"`, `1` and `true` stay apart. */
export function filterValueKey(value: FilterValue): string {
  return JSON.stringify(value);
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `hex` when it is a plain CSS hex colour, else `null` (no `url()` or `expression` from data). */
export function safeHexColor(hex: string | null | undefined): string | null {
  return typeof hex === 'string' && HEX.test(hex.trim()) ? hex.trim().toLowerCase() : null;
}

function fallbackName(value: FilterValue): string {
  if (Array.isArray(value)) return value[value.length - 1] ?? '';
  return String(value);
}

/**
 * The values `filter` offers, in the API's order: at most {@link MAX_FILTER_OPTIONS}, each once
 * (the first wins), a missing or blank name replaced by the value.
 */
export function filterOptions(filter: ResponseFilter): FilterOption[] {
  const { values = [], names = [], counts = [], hex_colors: hexes = [] } = filter.meta;
  const seen = new Set<string>();
  const out: FilterOption[] = [];
  for (let index = 0; index < values.length && out.length < MAX_FILTER_OPTIONS; index++) {
    const value = values[index]!;
    const key = filterValueKey(value);
    if (seen.has(key)) continue;
    seen.add(key);
    const name = names[index]?.trim();
    out.push({
      value,
      key,
      name: name ? name : fallbackName(value),
      count: counts[index] ?? null,
      hex: safeHexColor(hexes[index]),
    });
  }
  return out;
}

/** Lower case without accents, with ø and æ folded by hand (no decomposition): "oyne" finds "øyne". */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss');
}

/**
 * The options whose name holds every word of `query` (case and accents ignored: "ray ban" and
 * "RAY-BÅN" find "Ray-Ban"); all of them for a blank query.
 */
export function searchFilterOptions<T extends { name: string }>(options: readonly T[], query: string): T[] {
  const words = foldForSearch(query)
    .split(/[\s\-_/.,]+/)
    .filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((option) => {
    const name = foldForSearch(option.name).replace(/[\s\-_/.,]+/g, ' ');
    const compact = name.replace(/ /g, '');
    return words.every((word) => name.includes(word) || compact.includes(word));
  });
}

/** What a collapsed or expanded list shows. */
export interface VisibleFilterOptions<T> {
  visible: T[];
  /** How many "show more" would add; 0 when expanded or when everything fits. */
  hiddenCount: number;
  /** Whether the list is long enough for "show more" / "show fewer". */
  canToggle: boolean;
}

/**
 * The options a list shows: all when `expanded`, else the first `limit`, plus any selected one
 * past them (a chosen value never hides behind "show more"), in the API's order.
 */
export function visibleFilterOptions<T extends { key: string }>(
  options: readonly T[],
  {
    expanded,
    limit = DEFAULT_VISIBLE_OPTIONS,
    selectedKeys = new Set<string>(),
  }: { expanded: boolean; limit?: number; selectedKeys?: ReadonlySet<string> },
): VisibleFilterOptions<T> {
  const canToggle = options.length > limit;
  if (expanded || !canToggle) return { visible: [...options], hiddenCount: 0, canToggle };
  const visible = options.filter((option, index) => index < limit || selectedKeys.has(option.key));
  return { visible, hiddenCount: options.length - visible.length, canToggle };
}
