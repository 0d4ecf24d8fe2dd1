import { useController, type Control } from 'react-hook-form';
import { useTranslate } from '../../../i18n/context';
import type { MessageKey } from '../../../i18n/nb';
import { formatPrice } from '../../../shop/format';
import type { LensOption } from '../../../shop/schemas/product';
import { Checkbox, Radio, RadioGroup } from '../../primitives';
import { Group, Legend, Muted, OptionLine, OptionPrice, Swatch } from './GlassesConfigurator.styles';
import type { GlassesFormValues } from './useGlassesConfigurator';

/** The focus target react-hook-form gets for a radio group: its chosen radio, or the first. */
function groupFocus(element: HTMLElement | null) {
  return element
    ? {
        focus: () =>
          (
            element.querySelector<HTMLInputElement>('input:checked') ??
            element.querySelector<HTMLInputElement>('input:not(:disabled)')
          )?.focus(),
      }
    : null;
}

function OptionName({ option }: { option: LensOption }) {
  const t = useTranslate();
  return (
    <OptionLine>
      <span>{option.name}</span>
      <OptionPrice>{t('product.glasses.optionPrice', { price: formatPrice(option.price) })}</OptionPrice>
    </OptionLine>
  );
}

/** The lens kind: single vision, progressive or computer glasses. */
export function LensChoice({
  control,
  lenses,
}: {
  control: Control<GlassesFormValues>;
  lenses: readonly LensOption[];
}) {
  const t = useTranslate();
  const { field, fieldState } = useController({ control, name: 'lens' });
  const error = fieldState.error?.message as MessageKey | undefined;
  return (
    <RadioGroup
      ref={(element) => field.ref(groupFocus(element))}
      label={t('product.glasses.lensLabel')}
      value={field.value || null}
      onChange={field.onChange}
      isRequired
      isInvalid={Boolean(error)}
      errorMessage={error ? t(error) : undefined}
    >
      {lenses.map((option) => (
        <Radio key={option.skuId} value={option.skuId} description={option.description ?? undefined}>
          <OptionName option={option} />
        </Radio>
      ))}
    </RadioGroup>
  );
}

/** The treatments, as checkboxes (any number). */
export function TreatmentChoice({
  control,
  treatments,
}: {
  control: Control<GlassesFormValues>;
  treatments: readonly LensOption[];
}) {
  const t = useTranslate();
  const { field } = useController({ control, name: 'treatments' });
  if (treatments.length === 0) return null;
  const toggle = (skuId: string, on: boolean) =>
    field.onChange(on ? [...field.value, skuId] : field.value.filter((chosen) => chosen !== skuId));
  return (
    <Group aria-describedby="glasses-treatments-hint">
      <Legend>{t('product.glasses.treatmentsLabel')}</Legend>
      <Muted id="glasses-treatments-hint">{t('product.glasses.treatmentsHint')}</Muted>
      {treatments.map((option) => (
        <Checkbox
          key={option.skuId}
          isSelected={field.value.includes(option.skuId)}
          onChange={(on) => toggle(option.skuId, on)}
          description={option.description ?? undefined}
        >
          <OptionName option={option} />
        </Checkbox>
      ))}
    </Group>
  );
}

/** The tint, with a swatch beside each colour's name, "Ingen farge" first; the colour rule's message sits here. */
export function TintChoice({
  control,
  tints,
  conflictColour,
}: {
  control: Control<GlassesFormValues>;
  tints: readonly LensOption[];
  /** The chosen tint's colour when that colour is already on this frame in the cart. */
  conflictColour: string | null;
}) {
  const t = useTranslate();
  const { field } = useController({ control, name: 'tint' });
  if (tints.length === 0) return null;
  return (
    <RadioGroup
      ref={(element) => field.ref(groupFocus(element))}
      label={t('product.glasses.tintLabel')}
      value={field.value || 'none'}
      onChange={(value) => field.onChange(value === 'none' ? '' : value)}
      isInvalid={conflictColour !== null}
      errorMessage={
        conflictColour !== null
          ? t('product.glasses.error.tintAlreadyInCart', { colour: conflictColour })
          : undefined
      }
    >
      <Radio value="none" description={t('product.glasses.noTintDescription')}>
        <OptionLine>
          <Swatch aria-hidden="true" $hex={null} />
          <span>{t('product.glasses.noTint')}</span>
        </OptionLine>
      </Radio>
      {tints.map((option) => (
        <Radio key={option.skuId} value={option.skuId} description={option.description ?? undefined}>
          <OptionLine>
            <Swatch aria-hidden="true" $hex={option.hex} />
            <OptionName option={option} />
          </OptionLine>
        </Radio>
      ))}
    </RadioGroup>
  );
}
