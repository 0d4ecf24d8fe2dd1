import { useId } from 'react';
import { type Control, type FieldErrors, type FieldValues } from 'react-hook-form';
import { useTranslate } from '../../../i18n/context';
import type { MessageKey } from '../../../i18n/nb';
import {
  GLASSES_EYES,
  GLASSES_EYE_FIELDS,
  WORKING_DISTANCE_FIELDS,
  type GlassesEye,
  type GlassesPrescriptionInput,
} from '../../../shop/prescription/glasses';
import { FormTextField, VisuallyHidden } from '../../primitives';
import { PrescriptionAgeConfirmation } from '../PrescriptionAgeConfirmation';
import { EyeGroup, Eyes, FieldGrid, Group, Legend, Muted, SectionTitle } from './GlassesConfigurator.styles';

/** Props of {@link GlassesPrescriptionForm}. */
export interface GlassesPrescriptionFormProps<
  Values extends GlassesPrescriptionInput = GlassesPrescriptionInput,
> {
  /** The react-hook-form whose values hold the prescription (the configurator's, or a checkout line's). */
  control: Control<Values>;
  /** Computer glasses: ask for the working distances too. */
  computer: boolean;
  /** The level of the form's title, below the heading it sits under. @default 3 */
  headingLevel?: 3 | 4;
}

type PrescriptionControl = Control<GlassesPrescriptionInput>;

function EyeFields({ control, eye }: { control: PrescriptionControl; eye: GlassesEye }) {
  const t = useTranslate();
  return (
    <EyeGroup>
      <Legend>{t(`product.glasses.eye.${eye}`)}</Legend>
      <FieldGrid>
        {GLASSES_EYE_FIELDS.map((field) => (
          <FormTextField
            key={field}
            control={control}
            name={`${eye}.${field}`}
            label={
              <>
                {t(`product.glasses.field.${field}`)}
                <VisuallyHidden>{t(`product.glasses.eyeSuffix.${eye}`)}</VisuallyHidden>
              </>
            }
            isRequired={field === 'sphere' || field === 'pupillaryDistance'}
            inputMode="decimal"
            autoComplete="off"
            spellCheck="false"
          />
        ))}
      </FieldGrid>
    </EyeGroup>
  );
}

/**
 * The glasses prescription: sphere, cylinder, axis, addition and PD per eye (each eye a row of
 * fields whose labels name the eye), the working distances for computer glasses, and the
 * confirmation that the prescription is under one year old. Every field shows its own rule's message.
 * Shared by the product page's configurator and the checkout's glasses lines: it renders the
 * prescription's fields of any form whose values hold a {@link GlassesPrescriptionInput}.
 */
export function GlassesPrescriptionForm<Values extends GlassesPrescriptionInput>({
  control,
  computer,
  headingLevel = 3,
}: GlassesPrescriptionFormProps<Values>) {
  const t = useTranslate();
  const id = useId();
  // The values extend the prescription's, so its paths are the form's paths.
  const prescription = control as unknown as PrescriptionControl;
  return (
    <>
      <Group aria-labelledby={`${id}-title`} aria-describedby={`${id}-intro`}>
        <SectionTitle as={`h${headingLevel}`} id={`${id}-title`}>
          {t('product.glasses.prescriptionTitle')}
        </SectionTitle>
        <Muted id={`${id}-intro`}>{t('product.glasses.prescriptionIntro')}</Muted>
        <Eyes>
          {GLASSES_EYES.map((eye) => (
            <EyeFields key={eye} control={prescription} eye={eye} />
          ))}
        </Eyes>
      </Group>
      {computer ? (
        <EyeGroup aria-describedby={`${id}-distances`}>
          <Legend>{t('product.glasses.distancesTitle')}</Legend>
          <Muted id={`${id}-distances`}>{t('product.glasses.distancesIntro')}</Muted>
          <FieldGrid>
            {WORKING_DISTANCE_FIELDS.map((field) => (
              <FormTextField
                key={field}
                control={prescription}
                name={`workingDistances.${field}`}
                label={t(`product.glasses.distance.${field}`)}
                isRequired={field === 'monitor'}
                inputMode="decimal"
                autoComplete="off"
              />
            ))}
          </FieldGrid>
        </EyeGroup>
      ) : null}
      <PrescriptionAgeConfirmation control={prescription} />
    </>
  );
}

/**
 * react-hook-form's errors for failed rules at dotted fields (`right.sphere`, `confirmedUnderOneYear`),
 * each with its message key: what a resolver built on the shop's pure rules answers.
 */
export function fieldErrorsOf<Values extends FieldValues>(
  entries: readonly { field: string; message: MessageKey }[],
): FieldErrors<Values> {
  const errors: Record<string, unknown> = {};
  for (const { field, message } of entries) {
    const [head, tail] = field.split('.') as [string, string | undefined];
    const error = { type: 'validate', message };
    if (tail === undefined) errors[head] = error;
    else errors[head] = { ...(errors[head] as object | undefined), [tail]: error };
  }
  return errors as FieldErrors<Values>;
}
