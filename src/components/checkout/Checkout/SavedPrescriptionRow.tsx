import type { ReactNode, RefObject } from 'react';
import { useTranslate } from '../../../i18n/context';
import { Button } from '../../primitives';
import { Row, SavedPrescription } from './CheckoutPage.styles';

/** Props of {@link SavedPrescriptionRow}. */
export interface SavedPrescriptionRowProps {
  /** The saved prescription, already written out for reading ("H: SPH +1,00 …"). */
  prescription: string;
  /** More about it under the prescription (the glasses' working distances). */
  details?: ReactNode;
  /** The button's accessible name, which says whose prescription it opens. */
  editLabel: string;
  /** The button, for the line's focus to come back to when its form closes. */
  editButton: RefObject<HTMLButtonElement | null>;
  /** Opens the line's form again. */
  onEdit: () => void;
}

/** A checkout line's saved prescription and its "Endre" button: glasses and lenses alike. */
export function SavedPrescriptionRow({
  prescription,
  details,
  editLabel,
  editButton,
  onEdit,
}: SavedPrescriptionRowProps) {
  const t = useTranslate();
  const saved = <SavedPrescription>{t('checkout.prescriptions.saved', { prescription })}</SavedPrescription>;
  return (
    <Row>
      {details ? (
        <div>
          {saved}
          {details}
        </div>
      ) : (
        saved
      )}
      <Button ref={editButton} variant="secondary" size="sm" aria-label={editLabel} onPress={onEdit}>
        {t('checkout.prescriptions.edit')}
      </Button>
    </Row>
  );
}
