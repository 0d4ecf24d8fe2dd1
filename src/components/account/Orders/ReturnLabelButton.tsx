import type { ReactNode } from 'react';
import { useTranslate } from '../../../i18n/context';
import { returnLabelFileName } from '../../../shop/account/orders';
import { useShopClient } from '../../session/ShopSessionProvider';
import { FileDownloadButton } from '../parts/FileDownloadButton';

/** Props of {@link ReturnLabelButton}. */
export interface ReturnLabelButtonProps {
  /** The order's number. */
  orderId: string;
  /** The return whose label is downloaded. */
  returnId: string;
  /** What the button says. */
  children: ReactNode;
}

/**
 * Downloads a return's label (a PDF) through the shop client, with the customer's session like the
 * order itself. A failed download says so next to the button.
 */
export function ReturnLabelButton({ orderId, returnId, children }: ReturnLabelButtonProps) {
  const t = useTranslate();
  const client = useShopClient();
  return (
    <FileDownloadButton
      load={() => client.getReturnLabel(orderId, returnId)}
      fileName={returnLabelFileName(returnId)}
      failedMessage={t('account.pages.order.returnLabelFailed')}
    >
      {children}
    </FileDownloadButton>
  );
}
