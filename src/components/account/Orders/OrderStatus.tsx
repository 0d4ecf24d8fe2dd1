import { useTranslate } from '../../../i18n/context';
import type { OrderStatusLabel, ReturnStatus } from '../../../shop/enums';
import { orderStatusText, returnStatusText } from '../../../shop/account/orders';
import { styled } from 'styled-components';
import { Muted, StatusBadge } from '../parts/styles';

const StatusHint = styled(Muted)`
  margin-top: ${({ theme }) => theme.space[1]};
`;

/** An order's status label as a badge. */
export function OrderStatusBadge({ label }: { label: OrderStatusLabel }) {
  const t = useTranslate();
  const status = orderStatusText(label);
  return <StatusBadge $tone={status.tone}>{t(status.key)}</StatusBadge>;
}

/** An order's status as a badge, with a line on what it means for the customer (the order's page). */
export function OrderStatusWithHint({ label }: { label: OrderStatusLabel }) {
  const t = useTranslate();
  const status = orderStatusText(label);
  return (
    <>
      <StatusBadge $tone={status.tone}>{t(status.key)}</StatusBadge>
      <StatusHint>{t(status.hintKey)}</StatusHint>
    </>
  );
}

/** A return's status as a badge. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const t = useTranslate();
  const text = returnStatusText(status);
  return <StatusBadge $tone={text.tone}>{t(text.key)}</StatusBadge>;
}
