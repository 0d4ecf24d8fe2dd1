import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslate } from '../../../../i18n/context';
import { accountWriteFailure } from '../../../../shop/account/errors';
import {
  RETURN_COMMENT_MAX_LENGTH,
  hasReturnErrors,
  initialReturnForm,
  returnPayload,
  validateReturn,
  type ReturnFormErrors,
  type ReturnFormValues,
} from '../../../../shop/account/orderReturn';
import { buildPath } from '../../../../shop/routes';
import type { MessageKey } from '../../../../i18n/nb';
import type { Order, OrderReturn as OrderReturnResult } from '../../../../shop/schemas/orders';
import { toSafeUrl } from '../../../../utils/url';
import { Button, FormTextField, Link, Skeleton } from '../../../primitives';
import { maxLength } from '../../../../shop/validation/rules';
import { withAccountTexts } from '../../accountTexts';
import { PageError, PageLoading, PageNotFound } from '../../parts/PageStates';
import { Actions, Card, Muted, Notice, Page, PageTitle, SectionTitle } from '../../parts/styles';
import { useAccountData } from '../../useAccountData';
import { useRevalidateAccount } from '../../useRevalidateAccount';
import { useShopClient } from '../../../session/ShopSessionProvider';
import { ReturnStatusBadge } from '../OrderStatus';
import { ReturnLabelButton } from '../ReturnLabelButton';
import { Form, Lines } from './OrderReturn.styles';
import { ReturnLineFields } from './ReturnLineFields';

/** Props of {@link OrderReturnPage}. */
export interface OrderReturnProps {
  /** The order number (`:orderId` of the route). */
  orderId: string;
}

function ReturnDone({ order, result }: { order: Order; result: OrderReturnResult }) {
  const t = useTranslate();
  const label = toSafeUrl(result.returnLabelUrl);
  return (
    <Card aria-labelledby="return-done" role="status">
      <SectionTitle id="return-done">{t('account.pages.return.done')}</SectionTitle>
      <p>
        <ReturnStatusBadge status={result.status} />
      </p>
      <p>
        {t('account.pages.return.doneText', { status: t(`account.pages.returnStatus.${result.status}`) })}
      </p>
      <Actions>
        {label ? (
          <ReturnLabelButton orderId={order.orderNumber} returnId={result.returnId}>
            {t('account.pages.return.label')}
          </ReturnLabelButton>
        ) : null}
        <Link href={buildPath('order', { orderId: order.orderNumber })} variant="standalone">
          {t('account.pages.return.toOrder')}
        </Link>
      </Actions>
    </Card>
  );
}

function ReturnForm({ order }: { order: Order }) {
  const t = useTranslate();
  const client = useShopClient();
  const revalidate = useRevalidateAccount();
  const { control, handleSubmit, setFocus } = useForm<ReturnFormValues>({
    defaultValues: initialReturnForm(order),
  });
  const choices = useWatch({ control, name: 'lines' });
  const [errors, setErrors] = useState<ReturnFormErrors | null>(null);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<OrderReturnResult | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // Each failure moves focus to its message once the form has settled (the submit button gives up
  // its busy state first), in the next task so the focus event never re-enters React's work loop.
  const [failureCount, setFailureCount] = useState(0);
  useEffect(() => {
    if (failureCount === 0) return undefined;
    const timer = setTimeout(() => alertRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [failureCount]);
  const lines = order.lines.filter((line) => choices.some((choice) => choice.lineId === line.lineId));

  const submit = handleSubmit(async (values) => {
    const found = validateReturn(order, values);
    setFailure(null);
    if (hasReturnErrors(found)) {
      setErrors(found);
      const first = values.lines.findIndex(
        (choice) => found.quantity[choice.lineId] ?? found.reason[choice.lineId],
      );
      const firstChoice = values.lines[first];
      if (found.form) setFocus('lines.0.selected');
      else if (firstChoice && found.quantity[firstChoice.lineId]) setFocus(`lines.${first}.quantity`);
      else if (first >= 0) setFocus(`lines.${first}.reason`);
      else setFocus('comment');
      return;
    }
    setErrors(null);
    const payload = returnPayload(order, values);
    if (!payload) return;
    setBusy(true);
    try {
      setResult(await client.returnOrderLines(order.orderNumber, payload));
      revalidate('getOrder', 'listOrders');
    } catch (error) {
      setFailure(accountWriteFailure('returnOrderLines', error).key);
      setFailureCount((count) => count + 1);
    } finally {
      setBusy(false);
    }
  });

  if (result) return <ReturnDone order={order} result={result} />;
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      {failure ? (
        <Notice role="alert" ref={alertRef} tabIndex={-1}>
          <p>{t(failure)}</p>
        </Notice>
      ) : null}
      {errors?.form ? (
        <Notice role="alert">
          <p>{t(errors.form)}</p>
        </Notice>
      ) : null}
      <Lines>
        <legend>{t('account.pages.order.items')}</legend>
        {lines.map((line, index) => (
          <ReturnLineFields
            key={line.lineId}
            index={index}
            line={line}
            control={control}
            selected={choices[index]?.selected === true}
            errors={errors}
          />
        ))}
      </Lines>
      <FormTextField
        control={control}
        name="comment"
        label={t('account.pages.return.comment')}
        rules={[maxLength(RETURN_COMMENT_MAX_LENGTH)]}
        multiline
        rows={3}
        maxLength={RETURN_COMMENT_MAX_LENGTH}
      />
      <Actions>
        <Button type="submit" isLoading={busy}>
          {t('account.pages.return.submit')}
        </Button>
        <Link href={buildPath('order', { orderId: order.orderNumber })} variant="standalone">
          {t('account.pages.return.toOrder')}
        </Link>
      </Actions>
    </Form>
  );
}

function OrderReturnView({ orderId }: OrderReturnProps) {
  const t = useTranslate();
  const order = useAccountData('getOrder', [orderId], (client) => client.getOrder(orderId));
  const returnable = order.data ? initialReturnForm(order.data).lines.length : 0;
  return (
    <Page aria-labelledby="account-return-title">
      <PageTitle id="account-return-title">{t('account.pages.return.title')}</PageTitle>
      {order.notFound ? (
        <PageNotFound backHref={buildPath('orders')} backLabel={t('account.pages.order.allOrders')} />
      ) : order.error ? (
        <PageError onRetry={order.retry} />
      ) : !order.data ? (
        <PageLoading>
          <div style={{ display: 'grid', gap: 16 }}>
            <Skeleton height={20} width="70%" />
            <Skeleton height={64} radius="lg" />
            <Skeleton height={64} radius="lg" />
            <Skeleton height={96} />
          </div>
        </PageLoading>
      ) : (
        <>
          <Muted>{t('account.pages.return.lead', { number: order.data.orderNumber })}</Muted>
          {returnable === 0 ? (
            <Notice $tone="warning">
              <p>{t('account.pages.return.nothing')}</p>
              <p>
                <Link href={buildPath('order', { orderId: order.data.orderNumber })}>
                  {t('account.pages.return.toOrder')}
                </Link>
              </p>
            </Notice>
          ) : (
            <ReturnForm order={order.data} />
          )}
        </>
      )}
    </Page>
  );
}

/**
 * `/min-konto/ordrer/:orderId/retur`: the customer chooses which lines go back, how many of each
 * (up to what can still be returned) and why, adds a comment and confirms; the result shows the
 * return as pending with its label PDF. An order that cannot be returned yet (409 `NotReturnable`)
 * gets its message; a choice without a reason is held back with the error on that field.
 */
export const OrderReturnPage = /* @__PURE__ */ withAccountTexts(OrderReturnView);
