import { useId } from 'react';
import { useCheckboxFilter, type UseCheckboxFilterOptions } from './useCheckboxFilter';
import { useWidgetTexts } from './useWidgetTexts';
import { FilterOptionCheckbox } from './FilterOptionCheckbox';
import type { FilterComponentProps } from './types';
import * as S from './filters.styles';

/** Props of {@link CheckboxFilter}. */
export interface CheckboxFilterProps
  extends FilterComponentProps, Pick<UseCheckboxFilterOptions, 'visibleCount' | 'searchThreshold'> {
  /**
   * How a value is drawn: a box and its name (`list`), a colour swatch and its name (`swatches`;
   * the name is always said and shown, never the colour alone) or a tile in a grid (`grid`, sizes).
   * @default 'list'
   */
  appearance?: 'list' | 'swatches' | 'grid';
}

const VARIANT = { list: 'list', swatches: 'swatch', grid: 'size' } as const;

/**
 * A list of checkboxes for a filter that applies several values (`in`, or `nin` to leave them
 * out): each value with its count (a value with 0 products cannot be ticked unless it is ticked),
 * a search field inside a long list, and "show N more" / "show fewer". Ticking reports the next
 * filter through `onChange` (`null` when nothing is left ticked). Its logic is {@link useCheckboxFilter}.
 */
export function CheckboxFilter({
  appearance = 'list',
  labelledBy,
  className,
  ...options
}: CheckboxFilterProps) {
  const t = useWidgetTexts();
  const state = useCheckboxFilter(options);
  const fallbackId = useId();
  const group = options.filter.meta.group_title;
  if (state.options.length === 0) return <S.Empty className={className}>{t('filterNoValues')}</S.Empty>;
  return (
    <S.Root className={className}>
      {state.showSearch && (
        <S.SearchInput
          type="search"
          value={state.query}
          onChange={(event) => state.setQuery(event.target.value)}
          aria-label={t('filterSearchLabel', { group })}
          placeholder={t('filterSearchLabel', { group })}
          aria-controls={fallbackId}
          autoComplete="off"
        />
      )}
      <div
        id={fallbackId}
        role="group"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : group}
      >
        <S.List $layout={appearance === 'grid' ? 'grid' : 'list'}>
          {state.visibleOptions.map((option) => {
            const isSelected = state.selectedKeys.has(option.key);
            return (
              <S.Item key={option.key}>
                <FilterOptionCheckbox
                  optionKey={option.key}
                  name={option.name}
                  count={option.count}
                  countText={option.count === null ? null : t('productCount', { count: option.count })}
                  isSelected={isSelected}
                  isDisabled={option.count === 0 && !isSelected}
                  variant={VARIANT[appearance]}
                  hex={option.hex}
                  onToggle={state.toggle}
                />
              </S.Item>
            );
          })}
        </S.List>
      </div>
      {state.showSearch && (
        // Always there while the list can be searched, so "no match" is announced when it appears.
        <S.Empty role="status">{state.noMatch ? t('noResults', { query: state.query.trim() }) : ''}</S.Empty>
      )}
      {state.canToggle && (
        <S.TextButton
          type="button"
          aria-expanded={state.expanded}
          aria-controls={fallbackId}
          onClick={() => state.setExpanded(!state.expanded)}
        >
          {state.expanded ? t('showLess') : t('filterShowMore', { count: state.hiddenCount })}
        </S.TextButton>
      )}
    </S.Root>
  );
}

/** Props of {@link ColorFilter}. */
export type ColorFilterProps = Omit<CheckboxFilterProps, 'appearance'>;

/**
 * Colour swatches for a `checkbox-color` filter: each swatch drawn in the API's hex colour (a
 * colour that is not a plain hex draws a striped stage), with its name shown beside it and said
 * by screen readers, so no one needs to see the colour. Behaves as {@link CheckboxFilter}.
 */
export function ColorFilter(props: ColorFilterProps) {
  return <CheckboxFilter {...props} appearance="swatches" />;
}

/** Props of {@link SizeFilter}. */
export type SizeFilterProps = Omit<CheckboxFilterProps, 'appearance'>;

/**
 * A grid of size tiles (`49`, `52`, `S`, `M`): each a checkbox named by its size, filled when
 * chosen. Behaves as {@link CheckboxFilter}; counts are said but not shown (the tiles are small).
 */
export function SizeFilter(props: SizeFilterProps) {
  return <CheckboxFilter visibleCount={24} searchThreshold={40} {...props} appearance="grid" />;
}
