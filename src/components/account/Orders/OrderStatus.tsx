import { useTranslate } from '../../../i18n/context';
import type { OrderStatusLabel, ReturnStatus } from '../../../shop/enums';
import { orderStatusText, returnStatusText } from '../../../shop/account/orders';
import { StatusBadge } from '../parts/styles';

/** An order's status label as a badge. */
export function OrderStatusBadge({ label }: { label: OrderStatusLabel }) {
  const t = useTranslate();
  const status = orderStatusText(label);
  return <StatusBadge $tone={status.tone}>{t(status.key)}</StatusBadge>;
}

/** A return's status as a badge. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const t = useTranslate();
  const text = returnStatusText(status);
  return <StatusBadge $tone={text.tone}>{t(text.key)}</StatusBadge>;
}
