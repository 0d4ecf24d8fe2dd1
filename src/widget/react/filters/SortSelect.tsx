import { useMemo } from 'react';
import { Select } from '../../../components/primitives/Select';
import { useSortSelect, type UseSortSelectOptions } from './useSortSelect';
import { useWidgetTexts } from './useWidgetTexts';

/** Props of {@link SortSelect}. */
export interface SortSelectProps extends UseSortSelectOptions {
  /** The label. @default the locale's "Sorter etter" */
  label?: string;
  className?: string;
}

/**
 * The sort choice: the API's sortings (each field with its orders, named by the API) in a native
 * select, so the keyboard and screen readers work as everywhere (arrow keys, type-ahead), and
 * phones show their own picker. Reports the chosen `Sort` (field and order; the URL writes it as
 * `price📈`). Renders nothing when the API offers no sortings. Its logic is {@link useSortSelect}.
 */
export function SortSelect({ label, className, ...options }: SortSelectProps) {
  const t = useWidgetTexts();
  const { options: choices, selectedKey, choose } = useSortSelect(options);
  const selectOptions = useMemo(
    () => choices.map((choice) => ({ value: choice.key, label: choice.label })),
    [choices],
  );
  if (choices.length === 0) return null;
  return (
    <Select
      label={label ?? t('sortBy')}
      options={selectOptions}
      placeholder={null}
      value={selectedKey}
      onChange={choose}
      className={className}
    />
  );
}
