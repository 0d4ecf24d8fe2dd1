import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../../i18n/context';
import { formatPhoneNumber } from '../../../shop/format';
import type { Customer } from '../../../shop/schemas/customer';
import { Button, Skeleton } from '../../primitives';
import { withAccountTexts } from '../accountTexts';
import { PageError, PageLoading } from '../parts/PageStates';
import { Card, Facts, Notice, Page, PageTitle, SectionTitle } from '../parts/styles';
import { useAccountData } from '../useAccountData';
import { DetailsForm } from './DetailsForm';
import { PasswordForm } from './PasswordForm';

function DetailsFacts({ customer }: { customer: Customer }) {
  const t = useTranslate();
  const none = t('account.pages.details.none');
  return (
    <Facts>
      <div>
        <dt>{t('account.pages.details.name')}</dt>
        <dd>
          {customer.firstName} {customer.lastName}
        </dd>
      </div>
      <div>
        <dt>{t('account.pages.details.customerNumber')}</dt>
        <dd>{customer.customerNumber}</dd>
      </div>
      <div>
        <dt>{t('account.pages.details.email')}</dt>
        <dd>{customer.email}</dd>
      </div>
      <div>
        <dt>{t('account.pages.details.mobile')}</dt>
        <dd>{customer.mobile ? formatPhoneNumber(customer.mobile) : none}</dd>
      </div>
      <div>
        <dt>{t('account.pages.details.address')}</dt>
        <dd>
          {customer.street}, {customer.zipCode} {customer.city}
        </dd>
      </div>
      <div>
        <dt>{t('account.pages.details.personalNumber')}</dt>
        <dd>{customer.personalNumberMasked ?? none}</dd>
      </div>
      {customer.employeeNumber !== null ? (
        <div>
          <dt>{t('account.pages.details.employeeNumber')}</dt>
          <dd>{customer.employeeNumber}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('account.pages.details.marketing')}</dt>
        <dd>
          {customer.marketingConsent
            ? t('account.pages.details.marketingYes')
            : t('account.pages.details.marketingNo')}
        </dd>
      </div>
    </Facts>
  );
}

function MyDetailsView() {
  const t = useTranslate();
  const customer = useAccountData('getCustomer', [], (client) => client.getCustomer());
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);
  const leaveForm = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  return (
    <Page aria-labelledby="account-details-title">
      <PageTitle id="account-details-title">{t('account.pages.details.title')}</PageTitle>
      <div role="status">
        {saved ? (
          <Notice $tone="success">
            <p>{t('account.pages.details.saved')}</p>
          </Notice>
        ) : null}
      </div>
      {customer.error ? (
        <PageError onRetry={customer.retry} />
      ) : !customer.data ? (
        <PageLoading>
          <div style={{ display: 'grid', gap: 24 }}>
            <Skeleton height={330} radius="lg" />
            <Skeleton height={360} radius="lg" />
          </div>
        </PageLoading>
      ) : (
        <>
          <Card as="div">
            <SectionTitle id="account-details-section">
              {editing ? t('account.pages.details.edit') : t('account.pages.details.title')}
            </SectionTitle>
            {editing ? (
              <DetailsForm
                customer={customer.data}
                onCancel={leaveForm}
                onSaved={(next) => {
                  customer.replace(next);
                  setSaved(true);
                  leaveForm();
                }}
              />
            ) : (
              <>
                <DetailsFacts customer={customer.data} />
                <div>
                  <Button
                    ref={editButton}
                    variant="secondary"
                    onPress={() => {
                      setSaved(false);
                      setEditing(true);
                    }}
                  >
                    {t('account.pages.details.edit')}
                  </Button>
                </div>
              </>
            )}
          </Card>
          <PasswordForm />
        </>
      )}
    </Page>
  );
}

/**
 * `/min-konto/opplysninger`: the customer's details, editable with the shop's form layer (rules of
 * section 5, focus on the first error, "customer already exists" on the e-mail field, the save
 * announced), and changing the password with the current one, the new one and the new one again
 * (a wrong current password on its field). Loading skeleton and error with retry.
 */
export const MyDetails = /* @__PURE__ */ withAccountTexts(MyDetailsView);
