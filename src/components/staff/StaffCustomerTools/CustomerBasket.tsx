import { useState, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslate } from '../../../i18n/context';
import type { MessageKey } from '../../../i18n/nb';
import { formatPrice } from '../../../shop/format';
import type { PaymentRequest, StaffCustomerHit } from '../../../shop/schemas/staff';
import { staffErrorMessage, staffQuantity } from '../../../shop/staff/staffTools';
import { required } from '../../../shop/validation/rules';
import { Button, FormTextField, Radio, RadioGroup, Spinner } from '../../primitives';
import { useShopClient } from '../../session/ShopSessionProvider';
import {
  Actions,
  Alert,
  Form,
  List,
  Muted,
  Panel,
  Row,
  SectionHeading,
  Status,
  Total,
} from '../staff.styles';
import { useStaffBasket } from './useStaffBasket';

interface ProductValues {
  skuId: string;
  quantity: string;
}

/**
 * The chosen customer: add products by SKU and quantity (the basket's lines and total follow,
 * announced), then send the payment request by SMS or e-mail. The basket is read from the backend,
 * so what was added before is there when the store user comes back to the customer.
 */
export function CustomerBasket({
  headingRef,
  customer,
  created,
  onSent,
  onChange,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  customer: StaffCustomerHit;
  created: boolean;
  onSent: (request: PaymentRequest) => void;
  onChange: () => void;
}) {
  const t = useTranslate();
  const client = useShopClient();
  const { control, handleSubmit, reset } = useForm<ProductValues>({
    defaultValues: { skuId: '', quantity: '1' },
    mode: 'onTouched',
  });
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<MessageKey | null>(null);
  const [added, setAdded] = useState('');
  const [channel, setChannel] = useState<'sms' | 'email'>('sms');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<MessageKey | null>(null);
  const read = useStaffBasket(customer.customerNumber);
  const { basket } = read;
  const lines = basket?.lines ?? [];

  const add = async ({ skuId, quantity }: ProductValues) => {
    setAdding(true);
    setAddError(null);
    setAdded('');
    try {
      const next = await client.addProductForCustomer(customer.customerNumber, {
        skuId: skuId.trim(),
        quantity: Number(quantity.trim()),
      });
      read.replace(next);
      const line = next.lines.find((candidate) => candidate.skuId === skuId.trim());
      setAdded(
        t('staff.products.added', { name: line?.name ?? skuId.trim(), total: formatPrice(next.total) }),
      );
      reset({ skuId: '', quantity: '1' });
    } catch (failure) {
      setAddError(staffErrorMessage(failure, 'addProduct'));
    } finally {
      setAdding(false);
    }
  };

  const send = async () => {
    // An unread basket (still loading, or the read failed) is the backend's to judge (409 BasketEmpty).
    if (basket && lines.length === 0) {
      setSendError('staff.send.needsProducts');
      return;
    }
    setSending(true);
    setSendError(null);
    try {
      const request = await client.sendPaymentRequest({ customerNumber: customer.customerNumber, channel });
      // The backend empties the basket once it is sent.
      read.replace({
        ...(basket ?? { customerNumber: customer.customerNumber, currency: 'NOK' }),
        lines: [],
        total: 0,
      });
      onSent(request);
    } catch (failure) {
      setSendError(staffErrorMessage(failure, 'send'));
      setSending(false);
    }
  };

  return (
    <>
      <Panel aria-labelledby="staff-customer-heading">
        <SectionHeading id="staff-customer-heading" ref={headingRef} tabIndex={-1}>
          {customer.name}
        </SectionHeading>
        {created ? <p>{t('staff.customer.created')}</p> : null}
        <Muted>
          {t('staff.customer.details', {
            number: customer.customerNumber,
            email: customer.email,
            mobile: customer.mobile,
          })}
        </Muted>
        <Actions>
          <Button variant="secondary" size="sm" onPress={onChange}>
            {t('staff.customer.change')}
          </Button>
        </Actions>
      </Panel>
      <Panel aria-labelledby="staff-products-heading">
        <SectionHeading id="staff-products-heading">{t('staff.products.heading')}</SectionHeading>
        <Form noValidate onSubmit={handleSubmit(add)}>
          <FormTextField
            control={control}
            name="skuId"
            label={t('staff.sku')}
            description={t('staff.skuHint')}
            rules={[required]}
            isRequired
            autoComplete="off"
          />
          <FormTextField
            control={control}
            name="quantity"
            label={t('staff.quantity')}
            description={t('staff.quantityHint')}
            rules={[required, staffQuantity]}
            isRequired
            inputMode="numeric"
          />
          {addError ? (
            <Alert role="alert">
              <p>{t(addError)}</p>
            </Alert>
          ) : null}
          <Actions>
            <Button type="submit" variant="secondary" isLoading={adding}>
              {t('staff.products.add')}
            </Button>
          </Actions>
        </Form>
        <Status role="status">{added}</Status>
      </Panel>
      <Panel aria-labelledby="staff-basket-heading">
        <SectionHeading id="staff-basket-heading">{t('staff.basket.heading')}</SectionHeading>
        {read.loading ? (
          <Spinner label={t('staff.basket.loading')} />
        ) : read.error ? (
          <>
            <Alert role="alert">
              <p>{t(staffErrorMessage(read.error, 'basket'))}</p>
            </Alert>
            <Actions>
              <Button variant="secondary" onPress={read.retry} isLoading={read.retrying}>
                {t('staff.retry')}
              </Button>
            </Actions>
          </>
        ) : lines.length === 0 ? (
          <Muted>{t('staff.basket.empty')}</Muted>
        ) : (
          <>
            <List>
              {lines.map((line) => (
                <Row key={line.skuId}>
                  <div>
                    <p>
                      <strong>{line.name}</strong>
                    </p>
                    <Muted>
                      {line.brand} · {line.skuId}
                    </Muted>
                  </div>
                  <p>
                    {t('staff.basket.line', { quantity: line.quantity, price: formatPrice(line.unitPrice) })}
                  </p>
                </Row>
              ))}
            </List>
            <Total>
              <span>{t('staff.basket.total')}</span>
              <span>{formatPrice(basket?.total ?? 0)}</span>
            </Total>
          </>
        )}
      </Panel>
      <Panel aria-labelledby="staff-send-heading">
        <SectionHeading id="staff-send-heading">{t('staff.send.heading')}</SectionHeading>
        <RadioGroup
          label={t('staff.send.channel')}
          value={channel}
          onChange={(value) => setChannel(value === 'email' ? 'email' : 'sms')}
        >
          <Radio value="sms">{t('staff.send.sms', { mobile: customer.mobile })}</Radio>
          <Radio value="email">{t('staff.send.email', { email: customer.email })}</Radio>
        </RadioGroup>
        {sendError ? (
          <Alert role="alert">
            <p>{t(sendError)}</p>
          </Alert>
        ) : null}
        <Actions>
          <Button onPress={() => void send()} isLoading={sending}>
            {t('staff.send.submit')}
          </Button>
        </Actions>
      </Panel>
    </>
  );
}
