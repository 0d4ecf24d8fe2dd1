import { useState, type ReactNode } from 'react';
import { useTranslate } from '../../../i18n/context';
import { returnLabelFileName } from '../../../shop/account/orders';
import { saveFile } from '../../../utils/saveFile';
import { Button } from '../../primitives';
import { useShopClient } from '../../session/ShopSessionProvider';

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
 * order itself, and hands it to the browser as a file. A plain link to the PDF carries no session,
 * so the shop would answer it 401. A failed download says so next to the button.
 */
export function ReturnLabelButton({ orderId, returnId, children }: ReturnLabelButtonProps) {
  const t = useTranslate();
  const client = useShopClient();
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setLoading(true);
    setFailed(false);
    try {
      saveFile(await client.getReturnLabel(orderId, returnId), returnLabelFileName(returnId));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" isLoading={loading} onPress={() => void download()}>
        {children}
      </Button>
      {failed ? <p role="alert">{t('account.pages.order.returnLabelFailed')}</p> : null}
    </>
  );
}
