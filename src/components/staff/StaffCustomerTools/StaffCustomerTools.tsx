import { useTranslate } from '../../../i18n/context';
import { useLocation } from '../../../navigation/context';
import { buildPath } from '../../../shop/routes';
import type { PaymentRequest, StaffCustomerHit } from '../../../shop/schemas/staff';
import { staffAccess, staffLoginHref } from '../../../shop/staff/staffTools';
import { Button, Link, Spinner } from '../../primitives';
import { useFocusOnChange } from '../../../hooks/useFocusOnChange';
import { useShopSession } from '../../session/ShopSessionProvider';
import { withStaffTexts } from '../staffTexts';
import { Alert, Muted, Root, Title } from '../staff.styles';
import { CreateCustomerForm } from './CreateCustomerForm';
import { CustomerBasket } from './CustomerBasket';
import { CustomerSearch } from './CustomerSearch';
import { PaymentRequestSent } from './PaymentRequestSent';
import { useStaffTools } from './useStaffTools';

/** Props of {@link StaffCustomerTools}. */
export interface StaffCustomerToolsProps {
  /** Called with the payment request once it is sent (after the "sent" state shows). */
  onSent?: (request: PaymentRequest, customer: StaffCustomerHit) => void;
}

function StaffCustomerToolsView({ onSent }: StaffCustomerToolsProps) {
  const t = useTranslate();
  const session = useShopSession();
  const { pathname, search } = useLocation();
  const tools = useStaffTools();
  const access = session.status === 'error' ? 'error' : staffAccess(session.user);
  // A fresh page lands on its heading whether or not the session answered before the page's code.
  const title = useFocusOnChange<HTMLHeadingElement>(access, { onArrival: true });
  const stepHeading = useFocusOnChange<HTMLHeadingElement>(tools.stepKey);

  if (access === 'loading') return <Spinner label={t('staff.loading')} />;
  if (access === 'error') {
    return (
      <Root aria-labelledby="staff-title">
        <Title id="staff-title" ref={title} tabIndex={-1}>
          {t('staff.title')}
        </Title>
        <Alert role="alert">
          <p>{t('staff.sessionError')}</p>
        </Alert>
        <div>
          <Button variant="secondary" onPress={session.retry}>
            {t('staff.retry')}
          </Button>
        </div>
      </Root>
    );
  }
  if (access === 'storeOnly') {
    return (
      <Root aria-labelledby="staff-title">
        <Title id="staff-title" ref={title} tabIndex={-1}>
          {t('staff.storeOnly.title')}
        </Title>
        <Alert $tone="warning">
          <p>{t('staff.storeOnly.text')}</p>
          {session.user ? <p>{t('staff.storeOnly.loggedInAs', { name: session.user.name })}</p> : null}
        </Alert>
        <div>
          {/* A guest logs in and comes back here; a customer logs out first, then logs in as the store. */}
          {session.user ? (
            <Link href={buildPath('logout')} variant="standalone">
              {t('staff.storeOnly.logout')}
            </Link>
          ) : (
            <Link href={staffLoginHref(pathname, search)} variant="standalone">
              {t('staff.storeOnly.login')}
            </Link>
          )}
        </div>
      </Root>
    );
  }

  const { step } = tools;
  return (
    <Root aria-labelledby="staff-title">
      <Title id="staff-title" ref={title} tabIndex={-1}>
        {t('staff.title')}
      </Title>
      <Muted>{t('staff.intro')}</Muted>
      {step.name === 'search' ? (
        <CustomerSearch
          headingRef={stepHeading}
          onChoose={(customer) => tools.choose(customer)}
          onCreate={tools.toCreate}
        />
      ) : step.name === 'create' ? (
        <CreateCustomerForm
          headingRef={stepHeading}
          onCreated={(customer) => tools.choose(customer, true)}
          onCancel={tools.toSearch}
        />
      ) : step.name === 'customer' ? (
        <CustomerBasket
          headingRef={stepHeading}
          customer={step.customer}
          created={step.created}
          onSent={(request) => {
            tools.sent(step.customer, request);
            onSent?.(request, step.customer);
          }}
          onChange={tools.toSearch}
        />
      ) : (
        <PaymentRequestSent
          headingRef={stepHeading}
          customer={step.customer}
          request={step.request}
          restored={step.restored}
          onRequest={tools.setRequest}
          onAgain={() => tools.choose(step.customer)}
          onNext={tools.toSearch}
        />
      )}
    </Root>
  );
}

/**
 * The store staff tools (`/butikk-verktoy`, shop spec section 6): look a customer up by name, e-mail,
 * phone or customer number (or create one), add products for them by SKU and quantity, send the
 * payment request by SMS or e-mail, and follow its status (sent, paid, expired). Only a store user
 * (`user.isStore`) gets the tools; a customer or a guest sees a notice that they are for store
 * staff. Render it inside `ShopSessionProvider` with `isStorePage` (a store user elsewhere reloads).
 */
export const StaffCustomerTools = /* @__PURE__ */ withStaffTexts(StaffCustomerToolsView);
