import { useId, type ReactNode } from 'react';
import { mergeProps, useDialog } from 'react-aria';
import { useOverlayTriggerState } from 'react-stately';
import { useTheme } from 'styled-components';
import { usePrefersReducedMotion } from '../../../hooks/useMediaQuery';
import { SITE_SEARCH_MIN_QUERY_LENGTH } from '../../../shop/siteSearch';
import type { SearchPageHref, SiteSearchOverlaySection } from '../../../shop/siteSearchOverlay';
import { ChevronRightIcon, CloseIcon, SearchIcon } from '../../primitives/icons';
import { CloseButton, ModalFrame, type ModalPanelArgs } from '../../primitives/ModalFrame';
import { Spinner } from '../../primitives/Spinner';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { GROUP_TITLE_KEYS, SiteSearchHitRow, SiteSearchRowsSkeleton } from '../SiteSearchResults';
import * as S from './SiteSearchOverlay.styles';
import { useSiteSearchOverlay } from './useSiteSearchOverlay';

/** Props of {@link SiteSearchOverlay}. */
export interface SiteSearchOverlayProps {
  /** Whether the overlay is open (controlled: the header's search button opens it). */
  isOpen: boolean;
  /**
   * Called with `false` when the visitor closes it (Escape, the close button, the scrim) or leaves
   * it for a result or the search page.
   */
  onOpenChange: (isOpen: boolean) => void;
  /** The text the field starts with, e.g. the current query on `/search`. @default '' */
  initialQuery?: string;
  /**
   * Where submitting (and "see all") leads, for a shop whose search page is not the shop's own
   * `/search`, such as the widget's `SearchPage`. @default the shop's `/search?q=…`
   */
  searchPageHref?: SearchPageHref;
}

interface SearchPanelProps extends ModalPanelArgs {
  close: () => void;
  initialQuery: string;
  searchPageHref: SearchPageHref | undefined;
  transitionMs: number;
}

/** The panel, mounted while the overlay is open, so every opening starts fresh. */
function SearchPanel({
  modalRef,
  modalProps,
  isExiting,
  close,
  initialQuery,
  searchPageHref,
  transitionMs,
}: SearchPanelProps) {
  const headingBase = useId();
  const overlay = useSiteSearchOverlay({ initialQuery, close, searchPageHref });
  const { t, query, search, isBusy, shown, columns, options, allOption, combobox } = overlay;
  const { getLabelProps, getInputProps, getMenuProps, getOptionProps, highlightedIndex, clear } = combobox;
  const { dialogProps } = useDialog({ 'aria-label': t('siteSearch.dialogLabel') }, modalRef);

  let message: ReactNode = null;
  if (overlay.message === 'minLength') {
    message = (
      <S.Message>
        <S.MessageText>{t('siteSearch.minLength', { min: SITE_SEARCH_MIN_QUERY_LENGTH })}</S.MessageText>
      </S.Message>
    );
  } else if (overlay.message === 'noResults') {
    message = (
      <S.Message data-testid="site-search-no-results">
        <S.MessageTitle>{t('siteSearch.noResults', { query: search.query })}</S.MessageTitle>
        <S.MessageText>{t('siteSearch.noResultsHint')}</S.MessageText>
      </S.Message>
    );
  } else if (overlay.message === 'loading') {
    message = <SiteSearchRowsSkeleton rows={4} />;
  }

  const indexOf = new Map(options.map((option, optionIndex) => [option.key, optionIndex]));
  const renderSection = (section: SiteSearchOverlaySection) => {
    const headingId = `${headingBase}-${section.key}`;
    const rendered = section.options.map((option) => {
      const itemIndex = indexOf.get(option.key) ?? -1;
      const active = itemIndex === highlightedIndex;
      const props = getOptionProps(option, itemIndex);
      if (option.type === 'popular') {
        return (
          <S.Chip key={option.key} {...props} $active={active}>
            <SearchIcon size={16} />
            {option.query}
          </S.Chip>
        );
      }
      if (option.type !== 'hit') return null;
      return (
        <S.OptionRow key={option.key} {...props} $active={active} data-kind={option.item.kind}>
          <SiteSearchHitRow item={option.item} />
        </S.OptionRow>
      );
    });
    const title = section.key === 'popular' ? t('siteSearch.popular') : t(GROUP_TITLE_KEYS[section.key]);
    return (
      <S.Group key={section.key} role="group" aria-labelledby={headingId}>
        <S.GroupTitle role="presentation" id={headingId}>
          {title}
        </S.GroupTitle>
        {section.column === 'chips' ? <S.Chips role="presentation">{rendered}</S.Chips> : rendered}
      </S.Group>
    );
  };

  const { main, side, split } = columns;
  return (
    <S.Panel
      {...mergeProps(modalProps, dialogProps)}
      ref={modalRef}
      data-testid="site-search-overlay"
      $exiting={isExiting}
      $ms={transitionMs}
    >
      <S.Top>
        <S.SearchForm role="search" onSubmit={overlay.submit} noValidate>
          <VisuallyHidden as="label" {...getLabelProps()}>
            {t('siteSearch.inputLabel')}
          </VisuallyHidden>
          <S.FieldBox>
            <SearchIcon size={20} />
            <S.Input
              {...getInputProps()}
              type="text"
              inputMode="search"
              enterKeyHint="search"
              spellCheck={false}
              autoCapitalize="off"
              autoCorrect="off"
              placeholder={t('siteSearch.placeholder')}
            />
            {isBusy && (
              <S.Busy>
                <Spinner size={16} label={null} />
              </S.Busy>
            )}
            {query !== '' && (
              <S.ClearButton
                aria-label={t('siteSearch.clear')}
                icon={<CloseIcon size={16} />}
                size="sm"
                onPress={clear}
              />
            )}
          </S.FieldBox>
        </S.SearchForm>
        <CloseButton label={t('siteSearch.close')} onPress={close} />
      </S.Top>
      <S.Body>
        <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
          {overlay.announcement}
        </VisuallyHidden>
        {message}
        <S.Listbox
          {...getMenuProps()}
          hidden={options.length === 0}
          aria-busy={isBusy || undefined}
          $busy={isBusy && shown !== null}
        >
          <S.Columns role="presentation" $split={split}>
            {main.length > 0 && <S.Column role="presentation">{main.map(renderSection)}</S.Column>}
            {side.length > 0 && <S.Column role="presentation">{side.map(renderSection)}</S.Column>}
          </S.Columns>
          {allOption && (
            <S.AllRow
              {...getOptionProps(allOption, options.length - 1)}
              $active={highlightedIndex === options.length - 1}
              data-kind="all"
            >
              <span>{t('siteSearch.showAll', { count: allOption.count })}</span>
              <ChevronRightIcon size={18} />
            </S.AllRow>
          )}
        </S.Listbox>
      </S.Body>
    </S.Panel>
  );
}

/**
 * The shop's search overlay (shop spec sections 2, 4, 5 and 8): a modal with a search field that is a
 * combobox over products, categories, stores, cities and content pages from `GET /api/site/search`.
 *
 * - Under 2 characters the results are cleared; before typing, four popular searches are offered.
 * - A search fires after a 300 ms pause in typing; a loading state (spinner, skeleton) shows until
 *   the answer, then the results or the no-results text. An unsuccessful answer, an answer with
 *   every group empty, and a failed call (logged to the console) all show the no-results text.
 * - Keyboard: the arrows move through the results across groups (headings are not options), Enter
 *   opens the highlighted result through the navigation adapter, Enter without one goes to
 *   `/search?q=…`, Escape closes and focus returns to the control that opened it. Focus stays in
 *   the overlay while it is open and the page behind does not scroll.
 * - The number of hits is announced in a polite live region.
 *
 * The combobox is downshift's `useCombobox`: the results are a flat list of options rendered in
 * groups and columns of our own, always visible inside the overlay rather than in a popover, with a
 * controlled input value for the debounced search. react-aria's combobox assumes a filtered
 * collection in a popover, which does not fit an overlay whose results are its main content.
 */
export function SiteSearchOverlay({
  isOpen,
  onOpenChange,
  initialQuery = '',
  searchPageHref,
}: SiteSearchOverlayProps) {
  const state = useOverlayTriggerState({ isOpen, onOpenChange });
  const theme = useTheme();
  const transitionMs = usePrefersReducedMotion() ? 0 : theme.durations.fast;
  return (
    <ModalFrame
      state={state}
      isDismissable
      isKeyboardDismissDisabled={false}
      transitionMs={transitionMs}
      zIndex={theme.zIndices.dialog}
      placement="center"
    >
      {(args) => (
        <SearchPanel
          {...args}
          close={state.close}
          initialQuery={initialQuery}
          searchPageHref={searchPageHref}
          transitionMs={transitionMs}
        />
      )}
    </ModalFrame>
  );
}
