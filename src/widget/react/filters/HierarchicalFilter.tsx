import { useId } from 'react';
import { styled } from 'styled-components';
import { ChevronDownIcon } from '../../../components/primitives/icons';
import type { HierarchyNode } from '../../core/filters/hierarchy';
import { FilterOptionCheckbox } from './FilterOptionCheckbox';
import {
  useHierarchicalFilter,
  type HierarchicalFilterState,
  type UseHierarchicalFilterOptions,
} from './useHierarchicalFilter';
import { useWidgetTexts } from './useWidgetTexts';
import type { FilterComponentProps } from './types';
import * as S from './filters.styles';

/** Props of {@link HierarchicalFilter}. */
export interface HierarchicalFilterProps
  extends
    FilterComponentProps,
    Pick<UseHierarchicalFilterOptions, 'expandedPaths' | 'onExpandedPathsChange'> {}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[0.5]};
  > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

const ExpandButton = styled.button<{ $open: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  svg {
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
    transition: transform ${({ theme }) => theme.durations.fast}ms;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.subtle};
  }
  &:focus-visible {
    ${S.focusRing}
  }
  ${({ theme }) => theme.media.reducedMotion} {
    svg {
      transition: none;
    }
  }
`;

const Children = styled(S.List)`
  padding-left: ${({ theme }) => theme.space[3]};
`;

interface LevelProps {
  nodes: readonly HierarchyNode[];
  state: HierarchicalFilterState;
  t: ReturnType<typeof useWidgetTexts>;
  id: string;
}

function Level({ nodes, state, t, id }: LevelProps) {
  return (
    <>
      {nodes.map((node) => {
        const open = node.children.length > 0 && state.isExpanded(node);
        const childrenId = `${id}-${node.key.length}-${encodeURIComponent(node.key)}`;
        const selected = state.isSelected(node);
        return (
          <S.Item key={node.key}>
            <Row>
              <FilterOptionCheckbox
                optionKey={node.key}
                name={node.name}
                count={node.count}
                countText={node.count === null ? null : t('productCount', { count: node.count })}
                isSelected={selected}
                isIndeterminate={!selected && state.isPartlySelected(node)}
                isDisabled={node.count === 0 && !selected}
                variant="list"
                onToggle={state.toggle}
              />
              {node.children.length > 0 && (
                <ExpandButton
                  type="button"
                  $open={open}
                  aria-expanded={open}
                  aria-controls={open ? childrenId : undefined}
                  aria-label={t(open ? 'filterCollapse' : 'filterExpand', { name: node.name })}
                  onClick={() => state.toggleExpanded(node.key)}
                >
                  <ChevronDownIcon />
                </ExpandButton>
              )}
            </Row>
            {open && (
              <Children id={childrenId}>
                <Level nodes={node.children} state={state} t={t} id={id} />
              </Children>
            )}
          </S.Item>
        );
      })}
    </>
  );
}

/**
 * A tree of categories, each level a checkbox with its count and, when it has sub-levels, a button
 * that expands or collapses them (`aria-expanded`; named "Vis underkategorier av Solbriller").
 * Choosing a level narrows: it replaces a chosen parent or child. Reports an `in` filter of paths
 * (`null` when none is chosen). The expanded levels are controllable (`expandedPaths`), so a page
 * can keep them in history state. Its logic is {@link useHierarchicalFilter}.
 */
export function HierarchicalFilter({ labelledBy, className, ...options }: HierarchicalFilterProps) {
  const t = useWidgetTexts();
  const state = useHierarchicalFilter(options);
  const id = useId();
  if (state.roots.length === 0) return <S.Empty className={className}>{t('filterNoValues')}</S.Empty>;
  return (
    <S.Root className={className}>
      <div
        role="group"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : options.filter.meta.group_title}
      >
        <S.List>
          <Level nodes={state.roots} state={state} t={t} id={id} />
        </S.List>
      </div>
    </S.Root>
  );
}
