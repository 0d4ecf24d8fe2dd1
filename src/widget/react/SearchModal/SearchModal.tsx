import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type RefObject,
  type ChangeEvent,
} from 'react';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { mergeProps, useButton, useFocusRing, type AriaButtonProps } from 'react-aria';
import { useOverlayTriggerState } from 'react-stately';
import { useTheme } from 'styled-components';
import { ModalFrame, type ModalPanelArgs } from '../../../components/primitives/ModalFrame';
import { Skeleton } from '../../../components/primitives/Skeleton';
import { VisuallyHidden } from '../../../components/primitives/VisuallyHidden';
import { useMediaQuery, usePrefersReducedMotion } from '../../../hooks/useMediaQuery';
import { isModifiedClick } from '../../../navigation/navigation';
import { widgetImage } from '../../core/images';
import { formatWidgetPrice, type PriceFormat } from '../../core/price';
import type { DisplayPrice, ProductDisplay, Suggestion } from '../../core/schemas';
import { selectSuggestions } from '../../core/suggestions';
import { WidgetErrorBoundary } from '../ErrorBoundary';
import {
  ProductCardTemplate,
  productCardDataAttributes,
  type ProductCardLayout,
  type ProductCardTemplateComponent,
  type ProductCardTemplateProps,
} from '../ProductCardTemplate';
import { useWidget, useWidgetLocation, type WidgetContextValue } from '../WidgetProvider';
import { BackIcon, CategoryIcon, ClearIcon, HistoryIcon, PageIcon, QueryIcon } from './icons';
import {
  buildSearchOptions,
  isUnchangedSearch,
  optionHref,
  optionText,
  queryFromLocation,
  queryToRemember,
  searchPageHref,
  type SearchOption,
  type SearchSection,
} from './options';
import * as S from './styles';
import { useInstantSearch, type InstantSearchPing } from './useInstantSearch';

/** Length of the opening and closing animation, ms (none under reduced motion; the spec allows up to about 1 s). */
export const SEARCH_MODAL_TRANSITION_MS = 200;

/** Renders the label of a suggestion (query, category or content page) in place of the default. */
export type SuggestionRenderer = (suggestion: Suggestion, query: string) => ReactNode;

/** Props shared by {@link SearchModal} and `SearchField`. */
export interface SearchModalOptions {
  /**
   * The template of the instant result cards. It renders the card's look only; the modal wraps it
   * in the option that is highlighted and followed (and carries `data-search-result-id`).
   * @default ProductCardTemplate
   */
  productCard?: ProductCardTemplateComponent;
  /** Renders the label of each suggestion instead of its title (e.g. with a brand logo). */
  renderSuggestion?: SuggestionRenderer;
  /** How prices are written. @default 2 decimals, '.' decimal and ',' thousands delimiters */
  priceFormat?: PriceFormat;
  /**
   * The image resize service (`?format&url&width`); product images are then served as webp and
   * jpeg at the widths a card needs. @default none: images load from their own URL
   */
  imageServiceUrl?: string;
  /** Hosts product images may load from without an image service. @default DEFAULT_WIDGET_IMAGE_HOSTS */
  allowedImageHosts?: readonly string[];
  /**
   * The instant-search analytics ping: called 2 s after typing stops, with the query and, when
   * they are in, the result count and search request id. Send it to your analytics (for example
   * `analytics.event('search', { search_term: ping.query })` of `@glimt/ui/tracking`).
   */
  onInstantSearch?: (ping: InstantSearchPing) => void;
}

/** Props of {@link SearchModal}. */
export interface SearchModalProps extends SearchModalOptions {
  /** Whether the modal is open. */
  isOpen: boolean;
  /** Called when the modal asks to close (Escape, back button, scrim, a followed option, a URL change). */
  onClose: () => void;
  /**
   * The text in the field when the modal opens. @default the query of the URL on the search page,
   * else empty
   */
  initialQuery?: string;
  /**
   * Aligns the panel with a field of the host's (its top-left corner, in viewport px), so the
   * modal's field opens over it. `SearchField` sets this. @default centred or at the top
   */
  anchor?: S.PanelAnchor | null;
}

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
  const transitionMs = reducedMotion ? 0 : SEARCH_MODAL_TRANSITION_MS;
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

type Option = SearchOption<ProductDisplay>;

/** A button of the panel's header: react-aria press handling and a keyboard focus ring. */
function PanelButton({
  kind,
  children,
  ...props
}: AriaButtonProps<'button'> & { kind: 'icon' | 'clear' | 'submit'; children: ReactNode }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const Element = kind === 'submit' ? S.SubmitButton : kind === 'clear' ? S.ClearButton : S.IconButton;
  return (
    <Element {...mergeProps(buttonProps, focusProps)} ref={ref} $focusVisible={isFocusVisible}>
      {children}
    </Element>
  );
}

const stateReducer = (
  state: UseComboboxState<Option>,
  { type, changes }: UseComboboxStateChangeOptions<Option>,
): Partial<UseComboboxState<Option>> => {
  // The listbox is always shown, and only typing changes the text: choosing is handled by the
  // modal itself (it needs the key or click to honour Ctrl and Meta), and leaving the field by
  // Tab must never choose the highlighted option.
  if (type === useCombobox.stateChangeTypes.InputChange) return { ...changes, isOpen: true };
  return { ...changes, isOpen: true, inputValue: state.inputValue, selectedItem: null };
};

/** Marks an event as handled here, so downshift's own handler skips it. */
function skipDownshift(event: { nativeEvent: Event }) {
  Object.assign(event.nativeEvent, { preventDownshiftDefault: true });
}

function SearchPanel({
  frame,
  widget,
  transitionMs,
  onClose,
  initialQuery,
  anchor,
  productCard,
  renderSuggestion,
  priceFormat,
  imageServiceUrl,
  allowedImageHosts,
  onInstantSearch,
}: PanelProps) {
  const { t, settings, recentSearches, env, navigate, getLocation } = widget;
  const { searchSettings } = settings;
  const location = useWidgetLocation();

  const [typed, setTyped] = useState(() => initialQuery ?? queryFromLocation(location, searchSettings));
  const instant = useInstantSearch(typed, {
    client: widget.client,
    env,
    displayTransformers: widget.displayTransformers,
    pageURLCreator: widget.pageURLCreator,
    enableContentSearch: searchSettings.enableContentSearch,
    onPing: onInstantSearch,
  });
  const { query } = instant;

  // Parts whose rendering failed, per query: their options leave the listbox until the query changes.
  const [failedFor, setFailedFor] = useState<{ suggestions?: string; products?: string }>({});
  const suggestionsFailed = failedFor.suggestions === query;

  // Recent searches: re-read when the text changes or one is added.
  const [historyVersion, setHistoryVersion] = useState(0);
  const history = useMemo(() => {
    // A new version re-reads the storage after a search was remembered.
    void historyVersion;
    return recentSearches.shown(typed);
  }, [recentSearches, typed, historyVersion]);
  const remember = useCallback(
    (text: string | null) => {
      if (!text) return;
      recentSearches.add(text);
      setHistoryVersion((version) => version + 1);
    },
    [recentSearches],
  );

  const selected = useMemo(
    () =>
      instant.suggestions
        ? selectSuggestions(instant.suggestions.suggestions, {
            history,
            categories: searchSettings.enableCategorySuggestions,
            content: searchSettings.enableContentSearch,
          })
        : null,
    [
      instant.suggestions,
      history,
      searchSettings.enableCategorySuggestions,
      searchSettings.enableContentSearch,
    ],
  );

  const results = instant.results;
  const model = useMemo(
    () =>
      buildSearchOptions<ProductDisplay>({
        query,
        history,
        suggestions: selected,
        products: results && !results.failed ? results.displays : null,
        productHrefs: results?.hrefs ?? null,
        total: results && !results.failed ? results.total : null,
        settings: searchSettings,
        failed: { suggestions: failedFor.suggestions === query, products: failedFor.products === query },
      }),
    [query, history, selected, results, searchSettings, failedFor],
  );
  const { options, sections } = model;

  const close = onClose;

  // Follows an option: the search page for a query, the page of a product, category or content.
  const follow = useCallback(
    (option: Option, event: ClickLikeEvent | null): boolean => {
      const href = optionHref(option, searchSettings);
      remember(queryToRemember(option, typed));
      if (!href) return false;
      if (
        (option.kind === 'history' || option.kind === 'query' || option.kind === 'viewAll') &&
        isUnchangedSearch(option.query, getLocation(), searchSettings)
      ) {
        close();
        return true;
      }
      const handled = navigate(href, event ? { event } : undefined);
      if (!handled && event && 'key' in event && (event.ctrlKey || event.metaKey)) {
        // Ctrl or Meta + Enter: the keyboard's way of opening in a new tab.
        window.open(href, '_blank', 'noopener');
        return true;
      }
      if (handled) close();
      return handled;
    },
    [searchSettings, remember, typed, getLocation, navigate, close],
  );

  const submit = useCallback(() => {
    const text = typed.trim();
    if (!text) return;
    remember(text);
    if (isUnchangedSearch(text, getLocation(), searchSettings)) {
      close();
      return;
    }
    navigate(searchPageHref(text, searchSettings));
    close();
  }, [typed, remember, getLocation, searchSettings, navigate, close]);

  // The modal closes when the URL's path or query changes.
  const openedAt = useRef(location);
  useEffect(() => {
    if (location.pathname !== openedAt.current.pathname || location.search !== openedAt.current.search)
      close();
  }, [location, close]);

  const baseId = useId();
  const combobox = useCombobox<Option>({
    id: `glimt-search${baseId}`,
    items: options,
    itemToString: optionText,
    itemToKey: (option: Option | null) => option?.key,
    inputValue: typed,
    isOpen: true,
    selectedItem: null,
    stateReducer,
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) setTyped(inputValue ?? '');
    },
  });
  const { getInputProps, getMenuProps, getItemProps, highlightedIndex, setHighlightedIndex } = combobox;

  const inputRef = useRef<HTMLInputElement>(null);
  // Focus the field on opening: a query from the URL is selected (typing replaces it), a text
  // given by the opener (a first keystroke) keeps the caret at its end.
  const selectOnOpen = useRef(initialQuery === undefined);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.focus({ preventScroll: true });
    if (selectOnOpen.current) input.select();
    else input.setSelectionRange(input.value.length, input.value.length);
  }, []);

  const onInputKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      if (event.nativeEvent.isComposing) return;
      skipDownshift(event);
      event.preventDefault();
      const option = highlightedIndex >= 0 ? options[highlightedIndex] : undefined;
      if (option) follow(option, event);
      else submit();
    } else if (event.key === 'Home' || event.key === 'End' || event.key === 'Escape') {
      // Home and End move the caret; Escape closes the modal (the overlay handles it).
      skipDownshift(event);
    }
  };

  const onOptionClick = (option: Option) => (event: ReactMouseEvent<HTMLAnchorElement>) => {
    skipDownshift(event);
    if (isModifiedClick(event)) {
      // A new tab: the browser opens the link; the query is still remembered.
      remember(queryToRemember(option, typed));
      return;
    }
    if (follow(option, event)) event.preventDefault();
    else if (!optionHref(option, searchSettings)) event.preventDefault();
  };

  const clear = () => {
    setTyped('');
    setHighlightedIndex(-1);
    inputRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const lowOrNarrow = useMediaQuery(`${S.FULL_SCREEN_QUERY}, ${S.LOW_HEIGHT_QUERY}`);
  const layout: ProductCardLayout = lowOrNarrow ? 'horizontal' : 'vertical';
  const formatPrice = useCallback(
    (price: DisplayPrice | null | undefined) => formatWidgetPrice(price, priceFormat, env),
    [priceFormat, env],
  );
  const getImage = useCallback<ProductCardTemplateProps['getImage']>(
    (src, widths) => widgetImage(src, widths, { imageServiceUrl, allowedHosts: allowedImageHosts }, env),
    [imageServiceUrl, allowedImageHosts, env],
  );

  const renderOption = (option: Option, index: number) => {
    const itemProps = getItemProps({ item: option, index, onClick: onOptionClick(option) });
    const highlighted = index === highlightedIndex;
    const href = optionHref(option, searchSettings);
    const common = {
      ...itemProps,
      href,
      tabIndex: -1,
      $highlighted: highlighted,
      'data-option-kind': option.kind,
    };
    switch (option.kind) {
      case 'history':
        return (
          <S.TextOption key={option.key} {...common}>
            <HistoryIcon />
            <S.OptionText>
              <span>{option.query}</span>
            </S.OptionText>
          </S.TextOption>
        );
      case 'query':
        return (
          <S.TextOption key={option.key} {...common}>
            <QueryIcon />
            <S.OptionText>
              <span>
                {renderSuggestion
                  ? renderSuggestion(option.suggestion, query)
                  : highlightMatch(option.query, query)}
              </span>
            </S.OptionText>
          </S.TextOption>
        );
      case 'category':
        return (
          <S.TextOption key={option.key} {...common}>
            <CategoryIcon />
            <S.OptionText>
              <span>
                {renderSuggestion ? renderSuggestion(option.suggestion, query) : option.suggestion.title}
              </span>
              {option.suggestion.parent_title && (
                <S.OptionMeta>{option.suggestion.parent_title}</S.OptionMeta>
              )}
            </S.OptionText>
          </S.TextOption>
        );
      case 'content':
        return (
          <S.TextOption key={option.key} {...common}>
            <PageIcon />
            <S.OptionText>
              <span>
                {renderSuggestion && option.suggestion
                  ? renderSuggestion(option.suggestion, query)
                  : option.title}
              </span>
            </S.OptionText>
          </S.TextOption>
        );
      case 'product':
        return (
          <S.CardOption
            key={option.key}
            {...common}
            {...productCardDataAttributes(option.display, 'instant')}
          >
            <CardBody
              template={productCard ?? ProductCardTemplate}
              display={option.display}
              index={option.index}
              layout={layout}
              t={t}
              formatPrice={formatPrice}
              getImage={getImage}
              reportError={env.reportError}
            />
          </S.CardOption>
        );
      case 'viewAll':
        return (
          <S.ViewAll key={option.key} {...common}>
            {t('viewAllResults', { count: option.count })}
          </S.ViewAll>
        );
    }
  };

  const sectionLabels: Record<SearchSection['id'], string> = {
    history: t('previousSearches'),
    queries: t('suggestions'),
    brands: t('brands'),
    categories: t('categories'),
    content: t('contentPages'),
    products: t('products'),
  };
  const renderSection = (section: SearchSection<ProductDisplay>) => {
    const labelId = `${baseId}-${section.id}`;
    return (
      <S.Group key={section.id} role="group" aria-labelledby={labelId}>
        <S.GroupLabel id={labelId}>{sectionLabels[section.id]}</S.GroupLabel>
        {section.options.map((option, offset) => renderOption(option, section.start + offset))}
      </S.Group>
    );
  };

  const historySection = sections.find((section) => section.id === 'history');
  const suggestionSections = sections.filter(
    (section) => section.id !== 'history' && section.id !== 'products',
  );
  const productSection = sections.find((section) => section.id === 'products');

  // What the live region says: the count once results are in.
  const status = !query
    ? ''
    : results
      ? results.failed
        ? t('searchFailed')
        : results.total > 0
          ? t('resultCount', { count: results.total })
          : t('noResults', { query })
      : '';

  // The products column is one group of the listbox (named for screen readers; the visible
  // heading repeats the name, so it is hidden from them), whatever it holds: placeholders, cards,
  // a message, or the error boundary's message.
  const productsHeader = (count: number | null) => (
    <S.GroupHeader aria-hidden="true">
      <S.GroupLabel>{t('products')}</S.GroupLabel>
      {count !== null && <S.Count>{t('resultCount', { count })}</S.Count>}
    </S.GroupHeader>
  );
  const renderProducts = () => {
    if (instant.resultsError) return <Rethrow error={instant.resultsError} />;
    if (!results)
      return (
        <>
          {productsHeader(null)}
          <S.Cards data-testid="search-modal-placeholders">
            {[0, 1, 2, 3].map((index) => (
              <PlaceholderCard key={index} horizontal={layout === 'horizontal'} />
            ))}
          </S.Cards>
        </>
      );
    if (results.failed)
      return (
        <S.Notice>
          <p>{t('searchFailed')}</p>
        </S.Notice>
      );
    if (results.total === 0 || !productSection)
      return (
        <S.Notice>
          <p>{t('noResults', { query })}</p>
          <p>{t('noResultsHint')}</p>
        </S.Notice>
      );
    const cards = productSection.options.filter((option) => option.kind === 'product');
    const viewAll = productSection.options.find((option) => option.kind === 'viewAll');
    return (
      <>
        {productsHeader(results.total)}
        <S.Cards>
          {cards.map((option) =>
            renderOption(option, productSection.start + productSection.options.indexOf(option)),
          )}
        </S.Cards>
        {viewAll && renderOption(viewAll, productSection.start + productSection.options.indexOf(viewAll))}
      </>
    );
  };

  const showSide = Boolean(historySection) || suggestionSections.length > 0 || suggestionsFailed;

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
        <S.Form role="search" onSubmit={onSubmit} noValidate>
          <S.InputWrap>
            <QueryIcon />
            <S.Input
              {...getInputProps({
                ref: inputRef,
                // Set the text in the input event itself: downshift reports input changes from an
                // effect, one render late, and a controlled input re-rendered with the old text in
                // between drops keystrokes typed fast (seen in the demo's e2e test).
                onChange: (event: ChangeEvent<HTMLInputElement>) => setTyped(event.currentTarget.value),
                onKeyDown: onInputKeyDown,
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
      <S.Listbox {...getMenuProps({ 'aria-label': t('suggestions') })} data-testid="search-modal-listbox">
        {showSide && (
          <S.Column $alone={!query}>
            {historySection && renderSection(historySection)}
            <WidgetErrorBoundary
              message={t('autocompleteFailed')}
              resetKey={query}
              reportError={env.reportError}
              onError={() => setFailedFor((current) => ({ ...current, suggestions: query }))}
              data-testid="search-modal-suggestions-error"
            >
              <RenderInside render={() => suggestionSections.map(renderSection)} />
            </WidgetErrorBoundary>
          </S.Column>
        )}
        {query && (
          <S.Column
            $main
            $alone={!showSide}
            role="group"
            aria-label={t('products')}
            aria-busy={instant.isLoading || undefined}
            data-testid="search-modal-products"
          >
            <WidgetErrorBoundary
              message={t('instantResultsFailed')}
              resetKey={query}
              reportError={env.reportError}
              onError={() => setFailedFor((current) => ({ ...current, products: query }))}
              data-testid="search-modal-results-error"
            >
              <RenderInside render={renderProducts} />
            </WidgetErrorBoundary>
          </S.Column>
        )}
      </S.Listbox>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="search-modal-status">
        {status}
      </VisuallyHidden>
    </S.Panel>
  );
}

type ClickLikeEvent = {
  button?: number;
  metaKey?: boolean;
  ctrlKey?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
  defaultPrevented?: boolean;
  key?: string;
};

/**
 * Calls `render` in its own render, so what it throws is caught by the error boundary around
 * it (elements built in the parent's render would throw in the parent).
 */
function RenderInside({ render }: { render: () => ReactNode }) {
  return <>{render()}</>;
}

/** Throws `error` while rendering, so the nearest error boundary shows its message. */
function Rethrow({ error }: { error: unknown }): never {
  throw error instanceof Error ? error : new Error(String(error));
}

/** The typed part of a suggestion in normal weight, the completion in bold. */
function highlightMatch(title: string, query: string): ReactNode {
  const typed = query.trim();
  if (!typed || !title.toLowerCase().startsWith(typed.toLowerCase()) || title.length === typed.length)
    return title;
  return (
    <>
      {title.slice(0, typed.length)}
      <S.Match>{title.slice(typed.length)}</S.Match>
    </>
  );
}

interface CardBodyProps extends Omit<ProductCardTemplateProps, 'placement' | 'display'> {
  template: ProductCardTemplateComponent;
  display: ProductDisplay;
  reportError: (error: unknown) => void;
}

/** One card's content in its own error boundary; memoised so typing does not re-render cards. */
const CardBody = memo(function CardBody({ template: Template, reportError, ...props }: CardBodyProps) {
  const t = props.t;
  return (
    <WidgetErrorBoundary message={t('productCardFailed')} reportError={reportError} compact>
      <Template {...props} placement="instant" />
    </WidgetErrorBoundary>
  );
});

/** A grey card in the shape of a real one, while instant results load. */
function PlaceholderCard({ horizontal }: { horizontal: boolean }) {
  return (
    <S.PlaceholderCard aria-hidden="true" $horizontal={horizontal}>
      <Skeleton aspectRatio="4 / 3" radius="md" />
      <S.PlaceholderLines>
        <Skeleton width="40%" height={10} radius="sm" />
        <Skeleton width="85%" height={14} radius="sm" />
        <Skeleton width="60%" height={12} radius="sm" />
        <Skeleton width="35%" height={14} radius="sm" />
      </S.PlaceholderLines>
    </S.PlaceholderCard>
  );
}
