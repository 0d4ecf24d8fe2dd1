import type { RefObject } from 'react';
import { useOverlayTriggerState } from 'react-stately';
import { useTheme } from 'styled-components';
import type { ModalPanelArgs } from '../../../components/primitives/ModalFrame';
import { ModalFrame } from '../../../components/primitives/ModalFrame';
import { VisuallyHidden } from '../../../components/primitives/VisuallyHidden';
import { usePrefersReducedMotion } from '../../../hooks/useMediaQuery';
import type { ProductDisplay } from '../../core/schemas';
import { SEARCH_SECTION_LABEL_KEYS, searchModalTransitionMs } from '../../core/searchModal';
import type { SearchSection } from '../../core/searchOptions';
import { WidgetErrorBoundary } from '../ErrorBoundary';
import { useWidget, type WidgetContextValue } from '../WidgetProvider';
import { BackIcon, ClearIcon, QueryIcon } from './icons';
import { PanelButton } from './PanelButton';
import { ProductsColumn, RenderInside } from './ProductsColumn';
import { renderSearchOption, type OptionRenderContext } from './SearchOptionItem';
import * as S from './styles';
import type { SearchModalProps } from './types';
import { useSearchPanel } from './useSearchPanel';

export { SEARCH_MODAL_TRANSITION_MS } from '../../core/searchModal';
export type { SearchModalOptions, SearchModalProps, SuggestionRenderer } from './types';

/**
 * The widget's search modal (widget spec, section 2): a back button, the search field, a clear
 * and a submit button over one listbox of previous searches, suggestions (queries, brands and
 * categories, content pages), up to 4 instant result cards with placeholders while they load,
 * the total count and 'View all N results'.
 *
 * The field is an ARIA combobox (downshift): arrow keys move through the options, Enter follows
 * the highlighted one or submits the query, Ctrl or Meta opens it in a new tab, Escape closes.
 * Focus is trapped inside and returns to the opener; the page does not scroll behind it. It
 * closes when the URL's path or query changes. Needs a configured `WidgetProvider`.
 */
export function SearchModal(props: SearchModalProps) {
  const widget = useWidget();
  const { onClose } = props;
  const state = useOverlayTriggerState({
    isOpen: props.isOpen,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
  });
  const theme = useTheme();
  const reducedMotion = usePrefersReducedMotion();
  const transitionMs = searchModalTransitionMs(reducedMotion);
  if (!widget) return null;
  return (
    <ModalFrame
      state={state}
      isDismissable
      isKeyboardDismissDisabled={false}
      transitionMs={transitionMs}
      zIndex={theme.zIndices.dialog}
      placement="left"
    >
      {(frame) => <SearchPanel {...props} frame={frame} widget={widget} transitionMs={transitionMs} />}
    </ModalFrame>
  );
}

interface PanelProps extends SearchModalProps {
  frame: ModalPanelArgs;
  widget: WidgetContextValue;
  transitionMs: number;
}

function SearchPanel({
  frame,
  widget,
  transitionMs,
  anchor,
  productCard,
  renderSuggestion,
  ...rest
}: PanelProps) {
  const panel = useSearchPanel({ widget, ...rest });
  const { t, env, baseId, typed, query, instant, columns, combobox, close } = panel;
  const { getInputProps, getMenuProps, getOptionProps, highlightedIndex, clear } = combobox;

  const ctx: OptionRenderContext = {
    getOptionProps,
    highlightedIndex,
    searchSettings: panel.searchSettings,
    query,
    renderSuggestion,
    productCard,
    layout: panel.layout,
    t,
    formatPrice: panel.formatPrice,
    getImage: panel.getImage,
    reportError: env.reportError,
  };
  const renderSection = (section: SearchSection<ProductDisplay>) => {
    const labelId = `${baseId}-${section.id}`;
    return (
      <S.Group key={section.id} role="group" aria-labelledby={labelId}>
        <S.GroupLabel id={labelId}>{t(SEARCH_SECTION_LABEL_KEYS[section.id])}</S.GroupLabel>
        {section.options.map((option, offset) => renderSearchOption(ctx, option, section.start + offset))}
      </S.Group>
    );
  };

  const { modalRef, modalProps, isExiting } = frame;
  return (
    <S.Panel
      {...modalProps}
      ref={modalRef as RefObject<HTMLDivElement>}
      role="dialog"
      aria-modal="true"
      aria-label={t('searchLabel')}
      data-testid="search-modal"
      data-exiting={isExiting || undefined}
      $exiting={isExiting}
      $ms={transitionMs}
      $anchor={anchor ?? null}
    >
      <S.Header>
        <PanelButton kind="icon" aria-label={t('closeSearch')} onPress={close}>
          <BackIcon />
        </PanelButton>
        <S.Form role="search" onSubmit={panel.submit} noValidate>
          <S.InputWrap>
            <QueryIcon />
            <S.Input
              {...getInputProps({
                'aria-label': t('searchLabel'),
                placeholder: t('searchPlaceholder'),
                type: 'search',
                enterKeyHint: 'search',
                spellCheck: false,
                autoCapitalize: 'off',
                autoCorrect: 'off',
              })}
            />
            {typed !== '' && (
              <PanelButton kind="clear" aria-label={t('clearSearch')} onPress={clear}>
                <ClearIcon />
              </PanelButton>
            )}
          </S.InputWrap>
          <PanelButton kind="submit" type="submit" aria-label={t('submitSearch')}>
            <QueryIcon />
            <S.SubmitText aria-hidden="true">{t('submitSearch')}</S.SubmitText>
          </PanelButton>
        </S.Form>
      </S.Header>
      <S.Listbox
        {...getMenuProps({
          'aria-label': t('suggestions'),
          // With no option to choose (no hits, a failed search) the popup holds only a message: a
          // listbox with no option is invalid ARIA (axe: aria-required-children), so it is a group.
          role: panel.options.length > 0 || instant.isLoading ? 'listbox' : 'group',
        })}
        data-testid="search-modal-listbox"
      >
        {columns.showSide && (
          <S.Column $alone={!query}>
            {columns.history && renderSection(columns.history)}
            <WidgetErrorBoundary
              message={t('autocompleteFailed')}
              resetKey={query}
              reportError={env.reportError}
              onError={panel.onSuggestionsFailed}
              data-testid="search-modal-suggestions-error"
            >
              <RenderInside render={() => columns.suggestions.map(renderSection)} />
            </WidgetErrorBoundary>
          </S.Column>
        )}
        {query && (
          <S.Column
            $main
            $alone={!columns.showSide}
            role="group"
            aria-label={t('products')}
            aria-busy={instant.isLoading || undefined}
            data-testid="search-modal-products"
          >
            <WidgetErrorBoundary
              message={t('instantResultsFailed')}
              resetKey={query}
              reportError={env.reportError}
              onError={panel.onProductsFailed}
              data-testid="search-modal-results-error"
            >
              <ProductsColumn
                ctx={ctx}
                error={instant.resultsError}
                results={instant.results}
                section={columns.products}
              />
            </WidgetErrorBoundary>
          </S.Column>
        )}
      </S.Listbox>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="search-modal-status">
        {panel.status}
      </VisuallyHidden>
    </S.Panel>
  );
}
