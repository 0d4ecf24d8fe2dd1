import { useTranslate } from '../../../i18n/context';
import { Alert } from '../b2b.styles';
import type { LookupState } from './useOrganisationLookup';

/**
 * The lookup's result in a live region (always in the page, so each change is announced): the
 * search, the company found with its address (and a note when it already has an agreement), or why
 * the lookup failed.
 */
export function LookupResult({ state }: { state: LookupState }) {
  const t = useTranslate();
  let content = null;
  if (state.status === 'loading') content = <p>{t('b2b.lookup.busy')}</p>;
  if (state.status === 'failed') content = <p>{t(state.error)}</p>;
  if (state.status === 'found') {
    const { organisation } = state;
    content = (
      <>
        <p>
          {t('b2b.lookup.found', {
            company: organisation.name,
            street: organisation.address.street,
            zipCode: organisation.address.zipCode,
            city: organisation.address.city,
          })}
        </p>
        {organisation.hasAgreement ? (
          <p>{t('b2b.lookup.hasAgreement', { company: organisation.name })}</p>
        ) : null}
      </>
    );
  }
  const tone =
    state.status === 'failed'
      ? 'danger'
      : state.status === 'found' && !state.organisation.hasAgreement
        ? 'success'
        : 'warning';
  return (
    <Alert role="status" $tone={state.status === 'loading' ? 'warning' : tone} data-lookup={state.status}>
      {content}
    </Alert>
  );
}
