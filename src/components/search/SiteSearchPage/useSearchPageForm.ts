import { useState, type FormEvent } from 'react';
import { useNavigation } from '../../../navigation/context';
import { isSearchableQuery, normalizeSearchQuery } from '../../../shop/siteSearch';
import { siteSearchSubmit } from '../../../shop/siteSearchDisplay';

/** The search page form's state: the field's text, the minimum-length message and the submit. */
export interface SearchPageForm {
  value: string;
  /** Edits the field; a fixed or emptied field drops the message. */
  change: (next: string) => void;
  /** The minimum-length message is shown (after a one-letter submit). */
  tooShort: boolean;
  submit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The search page form: the field follows the URL's query (and the visitor's edits until the next
 * search); a submit does what `siteSearchSubmit` decides (nothing, the message, or navigate).
 */
export function useSearchPageForm(rawQuery: string): SearchPageForm {
  const navigation = useNavigation();
  const [value, setValue] = useState(rawQuery);
  const [shownQuery, setShownQuery] = useState(rawQuery);
  const [tooShort, setTooShort] = useState(false);
  if (shownQuery !== rawQuery) {
    setShownQuery(rawQuery);
    setValue(rawQuery);
    setTooShort(false);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const decision = siteSearchSubmit(value);
    setTooShort(decision.action === 'tooShort');
    if (decision.action === 'search') navigation.navigate(decision.href);
  };
  const change = (next: string) => {
    setValue(next);
    if (tooShort && (normalizeSearchQuery(next) === '' || isSearchableQuery(next))) setTooShort(false);
  };
  return { value, change, tooShort, submit };
}
