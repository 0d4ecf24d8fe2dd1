import { useTranslate } from '../../../i18n/context';
import { formatPrice } from '../../../shop/format';
import { formatMomentNb } from '../../../shop/osloTime';
import { buildPath } from '../../../shop/routes';
import { isShopApiRequestError } from '../../../shop/client';
import { paymentRequestStatusView, staffErrorMessage } from '../../../shop/staff/staffTools';
import { Button, Spinner } from '../../primitives';
import { useFocusOnChange } from '../../account/authParts/useFocusOnChange';
import { ButtonLink } from '../../shell/ButtonLink';
import { withStaffTexts } from '../staffTexts';
import { Alert, List, Muted, Root, Row, SectionHeading, Title, Total } from '../staff.styles';
import { usePaymentRequest } from './usePaymentRequest';

/** Props of {@link PaymentRequestPage}. */
export interface PaymentRequestPageProps {
  /** The token of the link in the customer's SMS or e-mail (`/betalingsforesporsel/{token}`). */
  token: string;
  /**
   * Where "Betal" goes. The shop's checkout by default; a host with a payment hand-off for requests
   * (the request's lines put in the customer's cart, or a payment session for it) passes its own.
   * @default '/checkout'
   */
  payHref?: string;
}

function PaymentRequestPageView({ token, payHref = buildPath('checkout') }: PaymentRequestPageProps) {
  const t = useTranslate();
  const { request, error, retry } = usePaymentRequest(token);
  const view = request ? paymentRequestStatusView(request) : null;
  const title = useFocusOnChange<HTMLHeadingElement>(error ? 'error' : (request?.status ?? 'loading'));

  if (error) {
    const notFound = isShopApiRequestError(error) && error.status === 404;
    return (
      <Root aria-labelledby="payreq-title">
        <Title id="payreq-title" ref={title} tabIndex={-1}>
          {t('payreq.error.title')}
        </Title>
        <Alert role="alert">
          <p>{t(staffErrorMessage(error, 'paymentPage'))}</p>
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
  if (!request || !view) return <Spinner label={t('payreq.loading')} />;

  const expires = formatMomentNb(request.expiresAt);
  const titleKey =
    request.status === 'paid'
      ? 'payreq.paid.title'
      : request.status === 'expired'
        ? 'payreq.expired.title'
        : 'payreq.title';
  return (
    <Root aria-labelledby="payreq-title">
      <Title id="payreq-title" ref={title} tabIndex={-1}>
        {t(titleKey)}
      </Title>
      {request.status === 'paid' ? (
        <Alert $tone="success">
          <p>{t('payreq.paid.text')}</p>
        </Alert>
      ) : request.status === 'expired' ? (
        <Alert $tone="warning">
          <p>{t('payreq.expired.text', { date: expires })}</p>
        </Alert>
      ) : (
        <Muted>{t('payreq.intro')}</Muted>
      )}
      <section aria-labelledby="payreq-lines">
        <SectionHeading id="payreq-lines">{t('payreq.lines')}</SectionHeading>
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
        <span>{t('payreq.amount')}</span>
        <span>{formatPrice(request.amount)}</span>
      </Total>
      {view.canPay ? (
        <>
          <p>{t('payreq.expires', { date: expires })}</p>
          <div>
            <ButtonLink href={payHref}>{t('payreq.pay', { amount: formatPrice(request.amount) })}</ButtonLink>
          </div>
        </>
      ) : null}
    </Root>
  );
}

/**
 * The customer's page from a payment request's link (`/betalingsforesporsel/{token}`, no login): what
 * the store put together, the amount and until when it can be paid, with "Betal" to the checkout.
 * A paid request says it is paid; an expired one says to contact the store for a new one; an unknown
 * link says it was not found.
 */
export const PaymentRequestPage = /* @__PURE__ */ withStaffTexts(PaymentRequestPageView);
