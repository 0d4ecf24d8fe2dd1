import type { Filter, ResponseFilter } from '../../core/schemas';

/**
 * Props every filter component takes: the filter the API offers, what is applied now, and where
 * to report the next applied filter. Controlled: the component shows `value` and changes nothing
 * by itself, so the page keeps one source of truth (the URL).
 */
export interface FilterComponentProps {
  /** The filter the API offers (its values, names, counts, bounds). */
  filter: ResponseFilter;
  /** The filter applied now on this field, or `null` when none is. */
  value: Filter | null;
  /** Called with the next applied filter; `null` removes the filter. */
  onChange: (next: Filter | null) => void;
  /**
   * Id of the element that names the filter (the group's heading); without it the filter is named
   * by its `meta.group_title`.
   */
  labelledBy?: string;
  className?: string;
}
