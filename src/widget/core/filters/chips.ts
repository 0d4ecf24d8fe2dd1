/**
 * The applied filters as chips: one per chosen value of a list filter, one per range, radio or
 * toggle. Each chip knows its group title, its label and the filter list after it is removed, so
 * "Fjern filter: Merke Ray-Ban" takes away exactly that value.
 */
import type { WidgetTranslate } from '../i18n';
import type { Filter, FilterValue, ResponseFilter } from '../schemas';
import { filterOptions, filterValueKey } from './options';
import { replaceFilter } from './selection';

/** One removable chip. */
export interface ActiveFilterChip {
  /** Unique among the chips: field and value. */
  key: string;
  field: string;
  /** The group's title (`Merke`), else the field. */
  groupTitle: string;
  /** What is chosen (`Ray-Ban`, `500–1 500 kr`, `Ikke Ray-Ban`). */
  label: string;
  /** The applied filter after this chip is removed (`null`: the whole filter goes). */
  next: Filter | null;
}

/** At most this many chips (a URL may hold any number of values). */
export const MAX_FILTER_CHIPS = 100;

function valueName(value: FilterValue, names: ReadonlyMap<string, string>): string {
  const name = names.get(filterValueKey(value));
  if (name !== undefined) return name;
  if (Array.isArray(value)) return value.join(' › ');
  return String(value);
}

/**
 * The chips of `applied`, in its order, labelled with the offered filters' names and titles (an
 * applied filter the page does not offer now is labelled with its field and raw values).
 * `t` formats numbers and says "not" for `nin`/`neq`.
 */
export function activeFilterChips(
  applied: readonly Filter[],
  offered: readonly ResponseFilter[],
  t: WidgetTranslate,
): ActiveFilterChip[] {
  const chips: ActiveFilterChip[] = [];
  for (const filter of applied) {
    const match = offered.find((item) => item.field === filter.field);
    const groupTitle = match?.meta.group_title.trim() || filter.field;
    const names = new Map(match ? filterOptions(match).map((option) => [option.key, option.name]) : []);
    const unit = match?.meta.unit?.trim() ?? '';
    const withUnit = (text: string) => (unit ? `${text} ${unit}` : text);
    const base = { field: filter.field, groupTitle };
    switch (filter.op) {
      case 'in':
      case 'nin':
        for (const value of filter.data) {
          const name = valueName(value, names);
          const key = filterValueKey(value);
          const rest = filter.data.filter((item) => filterValueKey(item) !== key);
          chips.push({
            ...base,
            key: `${filter.field}:${key}`,
            label: filter.op === 'nin' ? t('filterExcluded', { value: name }) : name,
            next: rest.length === 0 ? null : { ...filter, data: rest },
          });
        }
        break;
      case 'eq':
      case 'neq': {
        // A toggle's one value is named by the API ("På lager på nett"); without a name its group says it.
        const toggleName = names.size === 1 ? [...names.values()][0]! : groupTitle;
        const name = typeof filter.data === 'boolean' ? toggleName : valueName(filter.data, names);
        const negated = (filter.op === 'neq') !== (filter.data === false && names.size !== 1);
        chips.push({
          ...base,
          key: `${filter.field}:${filterValueKey(filter.data)}`,
          label: negated ? t('filterExcluded', { value: name }) : name,
          next: null,
        });
        break;
      }
      case 'inrange':
        chips.push({
          ...base,
          key: `${filter.field}:range`,
          label: withUnit(t('filterRangeLabel', { low: filter.data[0], high: filter.data[1] })),
          next: null,
        });
        break;
      case 'leq':
        chips.push({
          ...base,
          key: `${filter.field}:leq`,
          label: withUnit(t('filterAtMost', { value: filter.data })),
          next: null,
        });
        break;
      case 'geq':
        chips.push({
          ...base,
          key: `${filter.field}:geq`,
          label: withUnit(t('filterAtLeast', { value: filter.data })),
          next: null,
        });
        break;
    }
    if (chips.length >= MAX_FILTER_CHIPS) return chips.slice(0, MAX_FILTER_CHIPS);
  }
  return chips;
}

/** The applied filters after `chip` is removed. */
export function removeFilterChip(applied: readonly Filter[], chip: ActiveFilterChip): Filter[] {
  return replaceFilter(applied, chip.field, chip.next);
}
