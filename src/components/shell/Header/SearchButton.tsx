import { useRef } from 'react';
import { mergeProps, useButton, useFocusRing } from 'react-aria';
import { useTranslate } from '../../../i18n/context';
import { SearchIcon } from '../../primitives/icons';
import { OVERLAY_TRIGGER_ATTRIBUTE } from '../overlayIntent';
import { SearchTrigger, TriggerText } from './Header.styles';

/**
 * The header's search button: a wide field-like button that opens the site search overlay and shows
 * the current query on the search page. It is marked as the search overlay's trigger: pointing at
 * it, focusing it or typing on it loads the overlay (see `ShopLayout`).
 */
export function SearchButton({
  query,
  isOpen,
  onOpen,
}: {
  query: string;
  isOpen: boolean;
  onOpen: () => void;
}) {
  const t = useTranslate();
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(
    {
      onPress: onOpen,
      'aria-expanded': isOpen,
      'aria-haspopup': 'dialog',
      // The name keeps the visible query ("Søk: ray-ban"); without one the prompt is the name.
      'aria-label': query ? t('shell.header.searchCurrent', { query }) : undefined,
    },
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <SearchTrigger
      {...mergeProps(buttonProps, focusProps)}
      ref={ref}
      {...{ [OVERLAY_TRIGGER_ATTRIBUTE]: 'search' }}
      $focusVisible={isFocusVisible}
      $hasQuery={query !== ''}
    >
      <SearchIcon size={20} />
      {query ? (
        <TriggerText>{query}</TriggerText>
      ) : (
        <>
          <TriggerText $size="short">{t('shell.header.searchPromptShort')}</TriggerText>
          <TriggerText $size="long">{t('shell.header.searchPrompt')}</TriggerText>
        </>
      )}
    </SearchTrigger>
  );
}
