import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type ChangeEvent,
} from 'react';
import { mergeProps, useDialog } from 'react-aria';
import { useOverlayTriggerState } from 'react-stately';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { styled, css, keyframes, useTheme } from 'styled-components';
import { usePrefersReducedMotion } from '../../hooks/useMediaQuery';
import { useNavigation, useTranslate } from '../../shop/GlimtProvider';
import { buildSearchHref } from '../../shop/routes';
import {
  POPULAR_SEARCHES,
  SITE_SEARCH_MIN_QUERY_LENGTH,
  SITE_SEARCH_OVERLAY_LIMITS,
  countSiteSearchHits,
  groupSiteSearchResults,
  isSearchableQuery,
  isSiteSearchEmpty,
  normalizeSearchQuery,
  siteSearchItemLabel,
  type SiteSearchItem,
} from '../../shop/siteSearch';
import { ChevronRightIcon, CloseIcon, SearchIcon } from '../primitives/icons';
import { IconButton } from '../primitives/IconButton';
import { CloseButton, ModalFrame, ScrollBody, type ModalPanelArgs } from '../primitives/ModalFrame';
import { Spinner } from '../primitives/Spinner';
import { VisuallyHidden } from '../primitives/VisuallyHidden';
import { GROUP_TITLE_KEYS, SiteSearchHitRow, SiteSearchRowsSkeleton } from './SiteSearchResults';
import { useSiteSearch } from './useSiteSearch';

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
}

/** One option of the combobox's listbox. */
type OverlayOption =
  | { type: 'hit'; key: string; item: SiteSearchItem }
  | { type: 'popular'; key: string; query: string }
  | { type: 'all'; key: string; query: string; count: number };

/** A titled group of options, and where it goes in the two-column layout. */
interface OptionSection {
  key: string;
  title: string;
  column: 'main' | 'side' | 'chips';
  options: OverlayOption[];
}

function optionToString(option: OverlayOption | null): string {
  if (!option) return '';
  switch (option.type) {
    case 'hit':
      return siteSearchItemLabel(option.item);
    case 'popular':
      return option.query;
    case 'all':
      return option.query;
  }
}

/** Keeps downshift from selecting the highlighted option when the field loses focus. */
function stateReducer(
  state: UseComboboxState<OverlayOption>,
  { type, changes }: UseComboboxStateChangeOptions<OverlayOption>,
): Partial<UseComboboxState<OverlayOption>> {
  if (type === useCombobox.stateChangeTypes.InputBlur) {
    return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
  }
  return changes;
}

/** Leaves a key to the text field and the dialog instead of downshift. */
function skipDownshift(event: KeyboardEvent<HTMLInputElement>): void {
  (
    event.nativeEvent as globalThis.KeyboardEvent & { preventDownshiftDefault?: boolean }
  ).preventDownshiftDefault = true;
}

// -----------------------------------------------------------------------------------------------
// Styles
// -----------------------------------------------------------------------------------------------

const dropIn = keyframes`from { opacity: 0; transform: translateY(-12px); }`;
const liftOut = keyframes`to { opacity: 0; transform: translateY(-12px); }`;

const Panel = styled.div<{ $exiting: boolean; $ms: number }>`
  /* Phones: the whole screen. */
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  outline: none;
  animation: ${({ $exiting }) => ($exiting ? liftOut : dropIn)} ${({ $ms }) => $ms}ms
    ${({ $exiting, theme }) => ($exiting ? theme.easings.exit : theme.easings.standard)} both;
  &:focus-visible {
    outline: none;
  }
  ${({ theme }) => theme.media.tablet} {
    /* Tablet and up: a sheet near the top, like the header's search grown open. */
    position: relative;
    inset: auto;
    align-self: flex-start;
    width: 100%;
    max-width: 880px;
    max-height: calc(100% - 5vh);
    margin-top: 5vh;
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

const Top = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[1.5]} ${theme.space[1]} ${theme.space[1.5]} ${theme.space[2]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  /* Below a phone's notch or status bar when the overlay fills the screen. */
  padding-top: max(${({ theme }) => theme.space[1.5]}, env(safe-area-inset-top));
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]} ${theme.space[2]} ${theme.space[3]}`};
  }
`;

const SearchForm = styled.form`
  flex: 1 1 auto;
  min-width: 0;
`;

const FieldBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  height: 48px;
  padding: 0 ${({ theme }) => theme.space[0.5]} 0 ${({ theme }) => theme.space[1.5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.text};
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Input = styled.input`
  flex: 1 1 auto;
  min-width: 0;
  height: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  /* 16 px or more, so iOS does not zoom in. */
  font-size: ${({ theme }) => theme.fontSizes.md};
  outline: none;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
`;

/* Quieter than the close button beside the field, so the two crosses do not compete. */
const ClearButton = styled(IconButton)`
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Busy = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Body = styled(ScrollBody)`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[1]} ${theme.space[3]}`};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]} ${theme.space[3]}`};
  }
`;

const Message = styled.div`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[1]} ${theme.space[2]}`};
  ${({ theme }) => theme.media.tablet} {
    padding-inline: ${({ theme }) => theme.space[1.5]};
  }
`;

const MessageTitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const MessageText = styled.p`
  margin-top: ${({ theme }) => theme.space[0.5]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Listbox = styled.div<{ $busy: boolean }>`
  outline: none;
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.durations.fast}ms ${({ theme }) => theme.easings.standard};
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

const Columns = styled.div<{ $split: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  ${({ $split, theme }) =>
    $split &&
    css`
      ${theme.media.tablet} {
        grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
        gap: ${theme.space[3]};
      }
    `}
`;

const Column = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Group = styled.div``;

const GroupTitle = styled.div`
  padding: ${({ theme }) => `0 ${theme.space[1]} ${theme.space[0.5]}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ theme }) => theme.media.tablet} {
    padding-inline: ${({ theme }) => theme.space[1.5]};
  }
`;

const highlighted = css`
  background: ${({ theme }) => theme.colors.accentSubtle};
  box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.accent};
`;

const OptionRow = styled.div<{ $active: boolean }>`
  display: flex;
  align-items: center;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[1]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  ${({ $active }) => $active && highlighted}
  ${({ theme }) => theme.media.tablet} {
    padding-inline: ${({ theme }) => theme.space[1.5]};
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[0.5]} ${theme.space[1]}`};
  ${({ theme }) => theme.media.tablet} {
    padding-inline: ${({ theme }) => theme.space[1.5]};
  }
`;

const Chip = styled.div<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ $active, theme }) => ($active ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $active, theme }) => ($active ? theme.colors.accentSubtle : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  box-shadow: ${({ $active, theme }) => ($active ? `inset 0 0 0 1px ${theme.colors.accent}` : 'none')};
  svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const AllRow = styled(OptionRow)`
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: 0 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

// -----------------------------------------------------------------------------------------------
// The panel (mounted while the overlay is open, so every opening starts fresh)
// -----------------------------------------------------------------------------------------------

interface SearchPanelProps extends ModalPanelArgs {
  close: () => void;
  initialQuery: string;
  transitionMs: number;
}

function SearchPanel({
  modalRef,
  modalProps,
  isExiting,
  close,
  initialQuery,
  transitionMs,
}: SearchPanelProps) {
  const t = useTranslate();
  const navigation = useNavigation();
  const headingBase = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const search = useSiteSearch(query);
  const trimmed = normalizeSearchQuery(query);
  const searchable = isSearchableQuery(query);

  // Focus goes to the field on open (before useDialog would focus the panel itself).
  useEffect(() => {
    inputRef.current?.focus();
  }, []);
  const { dialogProps } = useDialog({ 'aria-label': t('siteSearch.dialogLabel') }, modalRef);

  // What the listbox shows: the answer (the previous one while the next loads), or popular searches.
  const shownResponse =
    search.status === 'success'
      ? search.response
      : search.status === 'loading' && search.response && !isSiteSearchEmpty(search.response)
        ? search.response
        : null;
  const showPopular = trimmed === '' || search.status === 'empty' || search.status === 'error';

  const sections = useMemo<OptionSection[]>(() => {
    const result: OptionSection[] = [];
    if (shownResponse) {
      const groups = groupSiteSearchResults(shownResponse, { limits: SITE_SEARCH_OVERLAY_LIMITS });
      for (const group of groups) {
        result.push({
          key: group.key,
          title: t(GROUP_TITLE_KEYS[group.key]),
          column: group.key === 'products' ? 'main' : 'side',
          options: group.items.map((item) => ({ type: 'hit', key: item.key, item })),
        });
      }
    } else if (showPopular) {
      result.push({
        key: 'popular',
        title: t('siteSearch.popular'),
        column: 'chips',
        options: POPULAR_SEARCHES.map((popular) => ({
          type: 'popular',
          key: `popular-${popular}`,
          query: popular,
        })),
      });
    }
    return result;
  }, [shownResponse, showPopular, t]);

  const responseQuery = search.responseQuery ?? trimmed;
  const total = shownResponse ? countSiteSearchHits(shownResponse) : 0;
  const allOption = useMemo<Extract<OverlayOption, { type: 'all' }> | null>(
    () => (total > 0 ? { type: 'all', key: 'all', query: responseQuery, count: total } : null),
    [total, responseQuery],
  );
  const options = useMemo(() => {
    const list = sections.flatMap((section) => section.options);
    return allOption ? [...list, allOption] : list;
  }, [sections, allOption]);

  // A new list starts without a highlighted option.
  const optionsKey = options.map((option) => option.key).join('|');
  const [highlightedIndex, setHighlightedIndex] = useState(-1);
  const [seenKey, setSeenKey] = useState(optionsKey);
  if (seenKey !== optionsKey) {
    setSeenKey(optionsKey);
    setHighlightedIndex(-1);
  }

  const leaveFor = useCallback(
    (href: string) => {
      navigation.navigate(href);
      close();
    },
    [navigation, close],
  );

  const choose = useCallback(
    (option: OverlayOption) => {
      switch (option.type) {
        case 'hit':
          leaveFor(option.item.href);
          return;
        case 'all':
          leaveFor(buildSearchHref(option.query));
          return;
        case 'popular':
          setQuery(option.query);
          search.searchNow(option.query);
          inputRef.current?.focus();
          return;
      }
    },
    [leaveFor, search],
  );

  const { getLabelProps, getInputProps, getMenuProps, getItemProps } = useCombobox<OverlayOption>({
    items: options,
    itemToString: optionToString,
    itemToKey: (option) => option?.key ?? null,
    inputValue: query,
    isOpen: options.length > 0,
    selectedItem: null,
    highlightedIndex,
    stateReducer,
    onHighlightedIndexChange: ({ highlightedIndex: next }) => setHighlightedIndex(next ?? -1),
    onInputValueChange: ({ type, inputValue }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) setQuery(inputValue ?? '');
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) choose(selectedItem);
    },
    // The listbox is not the scroller (the panel's body is): scroll the option into view there.
    scrollIntoView: (node) => node.scrollIntoView({ block: 'nearest' }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // An empty (or too short) submit does nothing.
    if (!searchable) return;
    leaveFor(buildSearchHref(trimmed));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Escape closes the overlay (the dialog handles it); Home and End move the caret.
    if (event.key === 'Escape' || event.key === 'Home' || event.key === 'End') skipDownshift(event);
    // Enter without a highlighted option submits the form (to the search page).
    if (event.key === 'Enter' && highlightedIndex < 0) skipDownshift(event);
  };

  const clear = () => {
    setQuery('');
    inputRef.current?.focus();
  };

  const isBusy = search.status === 'loading';
  const announcement =
    search.status === 'loading'
      ? t('siteSearch.searching')
      : search.status === 'success' && search.response
        ? t('siteSearch.resultCount', { count: countSiteSearchHits(search.response), query: search.query })
        : search.status === 'empty' || search.status === 'error'
          ? t('siteSearch.noResults', { query: search.query })
          : '';

  let message: ReactNode = null;
  if (trimmed !== '' && !searchable) {
    message = (
      <Message>
        <MessageText>{t('siteSearch.minLength', { min: SITE_SEARCH_MIN_QUERY_LENGTH })}</MessageText>
      </Message>
    );
  } else if (search.status === 'empty' || search.status === 'error') {
    message = (
      <Message data-testid="site-search-no-results">
        <MessageTitle>{t('siteSearch.noResults', { query: search.query })}</MessageTitle>
        <MessageText>{t('siteSearch.noResultsHint')}</MessageText>
      </Message>
    );
  } else if (isBusy && !shownResponse) {
    message = <SiteSearchRowsSkeleton rows={4} />;
  }

  const indexOf = new Map(options.map((option, optionIndex) => [option.key, optionIndex]));
  const renderSection = (section: OptionSection) => {
    const headingId = `${headingBase}-${section.key}`;
    const rendered = section.options.map((option) => {
      const itemIndex = indexOf.get(option.key) ?? -1;
      const active = itemIndex === highlightedIndex;
      const props = getItemProps({ item: option, index: itemIndex });
      if (option.type === 'popular') {
        return (
          <Chip key={option.key} {...props} $active={active}>
            <SearchIcon size={16} />
            {option.query}
          </Chip>
        );
      }
      if (option.type !== 'hit') return null;
      return (
        <OptionRow key={option.key} {...props} $active={active} data-kind={option.item.kind}>
          <SiteSearchHitRow item={option.item} />
        </OptionRow>
      );
    });
    return (
      <Group key={section.key} role="group" aria-labelledby={headingId}>
        <GroupTitle role="presentation" id={headingId}>
          {section.title}
        </GroupTitle>
        {section.column === 'chips' ? <Chips role="presentation">{rendered}</Chips> : rendered}
      </Group>
    );
  };

  const main = sections.filter((section) => section.column !== 'side');
  const side = sections.filter((section) => section.column === 'side');
  const split = main.length > 0 && side.length > 0;

  return (
    <Panel
      {...mergeProps(modalProps, dialogProps)}
      ref={modalRef}
      data-testid="site-search-overlay"
      $exiting={isExiting}
      $ms={transitionMs}
    >
      <Top>
        <SearchForm role="search" onSubmit={submit} noValidate>
          <VisuallyHidden as="label" {...getLabelProps()}>
            {t('siteSearch.inputLabel')}
          </VisuallyHidden>
          <FieldBox>
            <SearchIcon size={20} />
            <Input
              {...getInputProps({
                ref: inputRef,
                onKeyDown,
                // Set the text in the input event itself: downshift reports input changes from an
                // effect, one render late, and a controlled input re-rendered with the old text in
                // between drops keystrokes typed fast.
                onChange: (event: ChangeEvent<HTMLInputElement>) => setQuery(event.currentTarget.value),
              })}
              type="text"
              inputMode="search"
              enterKeyHint="search"
              spellCheck={false}
              autoCapitalize="off"
              autoCorrect="off"
              placeholder={t('siteSearch.placeholder')}
            />
            {isBusy && (
              <Busy>
                <Spinner size={16} label={null} />
              </Busy>
            )}
            {query !== '' && (
              <ClearButton
                aria-label={t('siteSearch.clear')}
                icon={<CloseIcon size={16} />}
                size="sm"
                onPress={clear}
              />
            )}
          </FieldBox>
        </SearchForm>
        <CloseButton label={t('siteSearch.close')} onPress={close} />
      </Top>
      <Body>
        <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
          {announcement}
        </VisuallyHidden>
        {message}
        <Listbox
          {...getMenuProps()}
          hidden={options.length === 0}
          aria-busy={isBusy || undefined}
          $busy={isBusy && shownResponse !== null}
        >
          <Columns role="presentation" $split={split}>
            {main.length > 0 && <Column role="presentation">{main.map(renderSection)}</Column>}
            {side.length > 0 && <Column role="presentation">{side.map(renderSection)}</Column>}
          </Columns>
          {allOption && (
            <AllRow
              {...getItemProps({ item: allOption, index: options.length - 1 })}
              $active={highlightedIndex === options.length - 1}
              data-kind="all"
            >
              <span>{t('siteSearch.showAll', { count: allOption.count })}</span>
              <ChevronRightIcon size={18} />
            </AllRow>
          )}
        </Listbox>
      </Body>
    </Panel>
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
export function SiteSearchOverlay({ isOpen, onOpenChange, initialQuery = '' }: SiteSearchOverlayProps) {
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
        <SearchPanel {...args} close={state.close} initialQuery={initialQuery} transitionMs={transitionMs} />
      )}
    </ModalFrame>
  );
}
