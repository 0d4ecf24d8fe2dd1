import { useController, type Control } from 'react-hook-form';
import { useTranslate } from '../../../i18n/context';
import type { MessageKey } from '../../../i18n/nb';
import {
  GLASSES_EYES,
  GLASSES_EYE_FIELDS,
  WORKING_DISTANCE_FIELDS,
  type GlassesEye,
} from '../../../shop/prescription/glasses';
import { Checkbox, FormTextField, VisuallyHidden } from '../../primitives';
import { EyeGroup, Eyes, FieldGrid, Group, Legend, Muted, SectionTitle } from './GlassesConfigurator.styles';
import type { GlassesFormValues } from './useGlassesConfigurator';

/** Props of {@link GlassesPrescriptionForm}. */
export interface GlassesPrescriptionFormProps {
  /** The configurator's form. */
  control: Control<GlassesFormValues>;
  /** Computer glasses: ask for the working distances too. */
  computer: boolean;
}

function EyeFields({ control, eye }: { control: Control<GlassesFormValues>; eye: GlassesEye }) {
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

function Confirmation({ control }: { control: Control<GlassesFormValues> }) {
  const t = useTranslate();
  const { field, fieldState } = useController({ control, name: 'confirmedUnderOneYear' });
  const error = fieldState.error?.message as MessageKey | undefined;
  return (
    <Checkbox
      ref={field.ref}
      name={field.name}
      isSelected={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isRequired
      isInvalid={Boolean(error)}
      errorMessage={error ? t(error) : undefined}
    >
      {t('product.glasses.confirm')}
    </Checkbox>
  );
}

/**
 * The glasses prescription: sphere, cylinder, axis, addition and PD per eye (each eye a row of
 * fields whose labels name the eye), the working distances for computer glasses, and the
 * confirmation that the prescription is under one year old. Every field shows its own rule's message.
 */
export function GlassesPrescriptionForm({ control, computer }: GlassesPrescriptionFormProps) {
  const t = useTranslate();
  return (
    <>
      <Group aria-labelledby="glasses-prescription-title" aria-describedby="glasses-prescription-intro">
        <SectionTitle id="glasses-prescription-title">{t('product.glasses.prescriptionTitle')}</SectionTitle>
        <Muted id="glasses-prescription-intro">{t('product.glasses.prescriptionIntro')}</Muted>
        <Eyes>
          {GLASSES_EYES.map((eye) => (
            <EyeFields key={eye} control={control} eye={eye} />
          ))}
        </Eyes>
      </Group>
      {computer ? (
        <EyeGroup aria-describedby="glasses-distances-intro">
          <Legend>{t('product.glasses.distancesTitle')}</Legend>
          <Muted id="glasses-distances-intro">{t('product.glasses.distancesIntro')}</Muted>
          <FieldGrid>
            {WORKING_DISTANCE_FIELDS.map((field) => (
              <FormTextField
                key={field}
                control={control}
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
      <Confirmation control={control} />
    </>
  );
}
