import { Controller, type Control } from 'react-hook-form';
import { useTranslate } from '../../../../i18n/context';
import {
  RETURN_REASONS,
  orderLineName,
  returnReasonKey,
  returnableQuantity,
} from '../../../../shop/account/orders';
import type { ReturnFormErrors, ReturnFormValues } from '../../../../shop/account/orderReturn';
import type { OrderLine } from '../../../../shop/schemas/orders';
import { Checkbox, Select } from '../../../primitives';
import { LineBox, LineChoices } from './OrderReturn.styles';

/** Props of {@link ReturnLineFields}. */
interface ReturnLineFieldsProps {
  index: number;
  line: OrderLine;
  control: Control<ReturnFormValues>;
  selected: boolean;
  errors: ReturnFormErrors | null;
}

/** One returnable line: the checkbox to return it and, once chosen, the quantity and the reason. */
export function ReturnLineFields({ index, line, control, selected, errors }: ReturnLineFieldsProps) {
  const t = useTranslate();
  const name = orderLineName(line);
  const max = returnableQuantity(line);
  const quantityError = errors?.quantity[line.lineId];
  const reasonError = errors?.reason[line.lineId];
  return (
    <LineBox>
      <Controller
        control={control}
        name={`lines.${index}.selected`}
        render={({ field }) => (
          <Checkbox ref={field.ref} isSelected={field.value} onChange={field.onChange}>
            {t('account.pages.return.choose', { name })}
          </Checkbox>
        )}
      />
      {selected ? (
        <LineChoices>
          <Controller
            control={control}
            name={`lines.${index}.quantity`}
            render={({ field }) => (
              <Select
                ref={field.ref}
                label={t('account.pages.return.quantityOf', { name, max })}
                options={Array.from({ length: max }, (_, step) => ({
                  value: String(step + 1),
                  label: String(step + 1),
                }))}
                placeholder={null}
                value={field.value}
                onChange={field.onChange}
                isInvalid={quantityError !== undefined}
                errorMessage={t('account.pages.return.tooMany', { max, name })}
                isRequired
              />
            )}
          />
          <Controller
            control={control}
            name={`lines.${index}.reason`}
            render={({ field }) => (
              <Select
                ref={field.ref}
                label={t('account.pages.return.reasonOf', { name })}
                options={RETURN_REASONS.map((reason) => ({
                  value: reason,
                  label: t(returnReasonKey(reason)),
                }))}
                placeholder={t('account.pages.return.chooseReason')}
                value={field.value}
                onChange={field.onChange}
                isInvalid={reasonError !== undefined}
                errorMessage={reasonError ? t(reasonError) : undefined}
                isRequired
              />
            )}
          />
        </LineChoices>
      ) : null}
    </LineBox>
  );
}
