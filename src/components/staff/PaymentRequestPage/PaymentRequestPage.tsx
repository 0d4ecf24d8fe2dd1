import { useTranslate } from '../../../i18n/context';
import type { MessageKey } from '../../../i18n/nb';
import { formatPrice } from '../../../shop/format';
import { formatMomentNb } from '../../../shop/osloTime';
import { isShopApiRequestError } from '../../../shop/client';
import { staffErrorMessage } from '../../../shop/staff/staffTools';
import { closedTitle } from '../../../shop/staff/requestPayment';
import { Button, Spinner } from '../../primitives';
import { useFocusOnChange } from '../../../hooks/useFocusOnChange';
import { withStaffTexts } from '../staffTexts';
import { Alert, List, Muted, Root, Row, SectionHeading, Title, Total } from '../staff.styles';
import { RequestPayment } from './RequestPayment';
import { usePaymentRequest } from './usePaymentRequest';
import { useRequestPayment } from './useRequestPayment';

/** Props of {@link PaymentRequestPage}. */
export interface PaymentRequestPageProps {
  /** The token of the link in the customer's SMS or e-mail (`/betalingsforesporsel/{token}`). */
  token: string;
}

function PaymentRequestPageView({ token }: PaymentRequestPageProps) {
  const t = useTranslate();
  const { request, error, retry } = usePaymentRequest(token);
  const payment = useRequestPayment(token, request, retry);
  const { flow } = payment;
  // What the page shows: the answer of paying wins over a read that has not caught up yet.
  const status =
    flow.phase === 'completed'
      ? 'paid'
      : flow.phase === 'closed'
        ? flow.reason
        : error
          ? 'error'
          : (request?.status ?? 'loading');
  const title = useFocusOnChange<HTMLHeadingElement>(status);

  if (status === 'error' || status === 'notFound') {
    const notFound = status === 'notFound' || (isShopApiRequestError(error) && error.status === 404);
    return (
      <Root aria-labelledby="payreq-title">
        <Title id="payreq-title" ref={title} tabIndex={-1}>
          {t('payreq.error.title')}
        </Title>
        <Alert role="alert">
          <p>
            {t(notFound ? 'staff.error.paymentRequestNotFound' : staffErrorMessage(error, 'paymentPage'))}
          </p>
        </Alert>
        {notFound ? null : (
          <div>
            <Button variant="secondary" onPress={retry}>
              {t('payreq.retry')}
            </Button>
          </div>
        )}
      </Root>
    );
  }
  if (!request || status === 'loading') return <Spinner label={t('payreq.loading')} />;

  const expires = formatMomentNb(request.expiresAt);
  const titleKey: MessageKey = status === 'sent' ? 'payreq.title' : closedTitle(status);
  return (
    <Root aria-labelledby="payreq-title">
      <Title id="payreq-title" ref={title} tabIndex={-1}>
        {t(titleKey)}
      </Title>
      {status === 'paid' ? (
        <Alert $tone="success">
          {flow.phase === 'completed' ? (
            <>
              <p>{t('payreq.confirmed.text', { orderNumber: flow.orderNumber })}</p>
              <p>{t('payreq.pickup')}</p>
            </>
          ) : (
            <p>{t('payreq.paid.text')}</p>
          )}
        </Alert>
      ) : status === 'expired' ? (
        <Alert $tone="warning">
          <p>{t('payreq.expired.text', { date: expires })}</p>
        </Alert>
      ) : (
        <Muted>{t('payreq.intro')}</Muted>
      )}
      <section aria-labelledby="payreq-lines">
        <SectionHeading id="payreq-lines">
          {t(status === 'paid' ? 'payreq.linesPaid' : 'payreq.lines')}
        </SectionHeading>
        <List>
          {request.lines.map((line, index) => (
            <Row key={`${line.name}-${index}`}>
              <div>
                <p>
                  <strong>{line.name}</strong>
                </p>
                <Muted>{line.brand}</Muted>
              </div>
              <p>{t('staff.basket.line', { quantity: line.quantity, price: formatPrice(line.unitPrice) })}</p>
            </Row>
          ))}
        </List>
      </section>
      <Total>
        <span>{t(status === 'paid' ? 'payreq.amountPaid' : 'payreq.amount')}</span>
        <span>{formatPrice(request.amount)}</span>
      </Total>
      {status === 'sent' ? (
        <>
          <p>{t('payreq.expires', { date: expires })}</p>
          <RequestPayment payment={payment} amount={request.amount} />
        </>
      ) : null}
    </Root>
  );
}

/**
 * The customer's page from a payment request's link (`/betalingsforesporsel/{token}`, no login): what
 * the store put together, the amount and until when it can be paid, and the payment itself (Klarna
 * or a gift card, with the checkout's payment step; paid once). Once paid it confirms with the order
 * number; an already paid request says so; an expired one says to contact the store for a new one;
 * an unknown link says it was not found. Klarna comes back to this page with `?klarna=`.
 */
export const PaymentRequestPage = /* @__PURE__ */ withStaffTexts(PaymentRequestPageView);
