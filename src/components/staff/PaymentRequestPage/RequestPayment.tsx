import { useTranslate } from '../../../i18n/context';
import { formatPrice } from '../../../shop/format';
import { requestPaymentProblemMessage } from '../../../shop/staff/requestPayment';
import { Button, Radio, RadioGroup } from '../../primitives';
import { GiftCardFields, PersonalNumberField } from '../../checkout/PaymentFields';
import { Alert, Form, Group, LiveBlock, Muted, SectionHeading, Status } from '../staff.styles';
import type { RequestPaymentController } from './useRequestPayment';

/**
 * The payment part of a waiting request's page: Klarna or a gift card, the personal number when
 * Klarna asks for it, what went wrong (the payment step's result, the provider's trouble), and
 * "Betal {amount}", which pays once.
 */
export function RequestPayment({ payment, amount }: { payment: RequestPaymentController; amount: number }) {
  const t = useTranslate();
  const { form, method, choose, problem, problemRef, askSsn, busy, resuming, flow } = payment;
  return (
    <section aria-labelledby="payreq-pay">
      <SectionHeading id="payreq-pay">{t('payreq.payHeading')}</SectionHeading>
      <Form onSubmit={(event) => void payment.pay(event)} noValidate>
        <RadioGroup
          label={t('payreq.method')}
          value={String(method)}
          onChange={(value) => choose(value === '900' ? 900 : 60)}
          isDisabled={busy}
        >
          <Radio value="60" description={t('payreq.method.klarnaText')}>
            {t('payreq.method.klarna')}
          </Radio>
          <Radio value="900" description={t('payreq.method.giftCardText')}>
            {t('payreq.method.giftCard')}
          </Radio>
        </RadioGroup>
        {method === 900 ? (
          <Group>
            <GiftCardFields
              control={form.control}
              numberLabel={t('payreq.giftCard.number')}
              pinLabel={t('payreq.giftCard.pin')}
            />
          </Group>
        ) : askSsn ? (
          <PersonalNumberField
            control={form.control}
            label={t('payreq.ssn')}
            description={t('payreq.ssnHint')}
          />
        ) : null}
        <LiveBlock role="alert">
          {problem ? (
            <Alert ref={problemRef} tabIndex={-1}>
              <p>
                <strong>{t('payreq.problem.title')}</strong>
              </p>
              <p>{t(requestPaymentProblemMessage(problem))}</p>
            </Alert>
          ) : null}
        </LiveBlock>
        <Status role="status">
          {resuming ? t('payreq.resuming') : flow.phase === 'atProvider' ? t('payreq.toProvider') : ''}
        </Status>
        <Muted>{t('payreq.pickup')}</Muted>
        <div>
          <Button type="submit" isLoading={busy}>
            {t('payreq.pay', { amount: formatPrice(amount) })}
          </Button>
        </div>
      </Form>
    </section>
  );
}
