import { memo, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Collapsible } from '../../../components/primitives/Collapsible';
import type { HierarchyPath } from '../../core/filters/hierarchy';
import { filterKind, type FilterKind } from '../../core/filters/kind';
import {
  initiallyOpenFields,
  panelFilters,
  withExpandedPaths,
  withGroupOpen,
} from '../../core/filters/panel';
import { replaceFilter, selectedListValues } from '../../core/filters/selection';
import type { Filter, ResponseFilter } from '../../core/schemas';
import { CheckboxFilter, ColorFilter, SizeFilter } from './CheckboxFilter';
import { HierarchicalFilter } from './HierarchicalFilter';
import { RadioFilter } from './RadioFilter';
import { RangeFilter } from './RangeFilter';
import { ToggleFilter } from './ToggleFilter';
import type { FilterComponentProps } from './types';
import { useStableCallback } from './useStableCallback';
import { useWidgetTexts } from './useWidgetTexts';

export { DEFAULT_OPEN_FILTER_GROUPS, MAX_PANEL_FILTERS } from '../../core/filters/panel';

/** The expanded hierarchical levels of every hierarchical filter, by field. */
export type ExpandedHierarchicalFilters = Readonly<Record<string, readonly HierarchyPath[]>>;

/** Props of {@link FilterPanel}. */
export interface FilterPanelProps {
  /** The filters the API offers, in its order. */
  filters: readonly ResponseFilter[];
  /** The filters applied now (from the URL). */
  applied: readonly Filter[];
  /**
   * Called with the next applied filters when one changes; `changed` says which field and its
   * next filter (`null`: removed).
   */
  onChange: (next: Filter[], changed: { field: string; filter: Filter | null }) => void;
  /** The fields whose groups are open (controlled; history state `expanded_filters`). */
  expandedFilters?: readonly string[];
  /** Called with the open fields when a group opens or closes. */
  onExpandedFiltersChange?: (fields: string[]) => void;
  /**
   * The expanded levels of the hierarchical filters, by field (controlled; history state
   * `expanded_hierarchical_filters`).
   */
  expandedHierarchicalFilters?: ExpandedHierarchicalFilters;
  /** Called with every field's expanded levels when one is expanded or collapsed. */
  onExpandedHierarchicalFiltersChange?: (next: Record<string, HierarchyPath[]>) => void;
  /** Heading level of the group titles. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Renders a filter your own way; return `undefined` to keep the library's view for it. */
  renderFilter?: (kind: FilterKind, props: FilterComponentProps) => ReactNode | undefined;
  className?: string;
}

const Root = styled.div`
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
`;

/** Rendered empty while nothing is chosen, so the first tick inserts no new style rule. */
const Selected = styled.span`
  &:empty {
    display: none;
  }
  margin-left: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const VIEWS: Record<FilterKind, ComponentType<FilterComponentProps>> = {
  checkbox: CheckboxFilter,
  color: ColorFilter,
  size: SizeFilter,
  radio: RadioFilter,
  boolean: ToggleFilter,
  range: RangeFilter,
  hierarchical: () => null,
};

interface GroupProps {
  filter: ResponseFilter;
  value: Filter | null;
  isOpen: boolean;
  onOpenChange: (field: string, open: boolean) => void;
  onFilterChange: (field: string, next: Filter | null) => void;
  expandedPaths: readonly HierarchyPath[] | undefined;
  onExpandedPathsChange: (field: string, paths: HierarchyPath[]) => void;
  headingLevel: 2 | 3 | 4 | 5 | 6;
  renderFilter: FilterPanelProps['renderFilter'];
}

/** One filter's group; memoised, so a change in one filter re-renders that group only. */
const FilterGroup = memo(function FilterGroup({
  filter,
  value,
  isOpen,
  onOpenChange,
  onFilterChange,
  expandedPaths,
  onExpandedPathsChange,
  headingLevel,
  renderFilter,
}: GroupProps) {
  const t = useWidgetTexts();
  const kind = filterKind(filter);
  const field = filter.field;
  const props: FilterComponentProps = { filter, value, onChange: (next) => onFilterChange(field, next) };
  const chosen = selectedListValues(value).length;
  const title = (
    <>
      {filter.meta.group_title}
      <Selected>{chosen > 0 ? t('selectedCount', { count: chosen }) : null}</Selected>
    </>
  );
  const View = VIEWS[kind];
  let body: ReactNode = null;
  if (isOpen) {
    body = renderFilter?.(kind, props);
    if (body === undefined) {
      body =
        kind === 'hierarchical' ? (
          <HierarchicalFilter
            {...props}
            {...(expandedPaths ? { expandedPaths } : {})}
            onExpandedPathsChange={(paths) => onExpandedPathsChange(field, paths)}
          />
        ) : (
          <View {...props} />
        );
    }
  }
  return (
    <Collapsible
      title={title}
      headingLevel={headingLevel}
      isExpanded={isOpen}
      onExpandedChange={(open) => onOpenChange(field, open)}
      data-testid={`filter-group-${field}`}
    >
      {body}
    </Collapsible>
  );
});

/**
 * The filters the API offers, one collapsible group each (a heading button with the number
 * chosen), with the view its kind calls for: checkbox list, colour swatches, size grid, radio,
 * toggle, range or hierarchy. Controlled: it shows `applied` and reports the next list through
 * `onChange`. Which groups are open and which hierarchical levels are expanded are controllable,
 * so a page can keep them in history state (`expanded_filters`, `expanded_hierarchical_filters`);
 * left alone, the first three groups and every group with a choice start open. Each group is
 * memoised and a closed group renders nothing inside, so a change re-renders one group.
 */
export function FilterPanel({
  filters,
  applied,
  onChange,
  expandedFilters,
  onExpandedFiltersChange,
  expandedHierarchicalFilters,
  onExpandedHierarchicalFiltersChange,
  headingLevel = 3,
  renderFilter,
  className,
}: FilterPanelProps) {
  // State and wiring only: which groups show and open, and every next list, are core rules.
  const shown = useMemo(() => panelFilters(filters), [filters]);
  const [ownOpen, setOwnOpen] = useState<string[]>(() => initiallyOpenFields(shown, applied));
  const open = expandedFilters ?? ownOpen;
  const [ownPaths, setOwnPaths] = useState<Record<string, HierarchyPath[]>>({});
  const paths = expandedHierarchicalFilters ?? ownPaths;

  const onOpenChange = useStableCallback((field: string, isOpen: boolean) => {
    const next = withGroupOpen(open, field, isOpen);
    if (expandedFilters === undefined) setOwnOpen(next);
    onExpandedFiltersChange?.(next);
  });
  const onFilterChange = useStableCallback((field: string, next: Filter | null) =>
    onChange(replaceFilter(applied, field, next), { field, filter: next }),
  );
  const onExpandedPathsChange = useStableCallback((field: string, next: HierarchyPath[]) => {
    const all = withExpandedPaths(paths, field, next);
    if (expandedHierarchicalFilters === undefined) setOwnPaths(all);
    onExpandedHierarchicalFiltersChange?.(all);
  });

  return (
    <Root className={className}>
      {shown.map((filter) => (
        <FilterGroup
          key={filter.field}
          filter={filter}
          value={applied.find((item) => item.field === filter.field) ?? null}
          isOpen={open.includes(filter.field)}
          onOpenChange={onOpenChange}
          onFilterChange={onFilterChange}
          expandedPaths={paths[filter.field]}
          onExpandedPathsChange={onExpandedPathsChange}
          headingLevel={headingLevel}
          renderFilter={renderFilter}
        />
      ))}
    </Root>
  );
}
