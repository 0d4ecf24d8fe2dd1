import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslate } from '../../../i18n/context';
import {
  AGREEMENT_LEVELS,
  PROTECTIVE_CLASSES,
  REFERENCE_EXAMPLES,
  REFERENCE_FORMAT_MAX_LENGTH,
  REFERENCE_TYPES,
  referenceFormatRule,
  referenceHint,
  toggleProtectiveClass,
  type AgreementFormValues,
} from '../../../shop/b2b/agreement';
import { maxLength, required } from '../../../shop/validation/rules';
import { Checkbox, FormTextField, Radio, RadioGroup } from '../../primitives';
import { Fieldset, Group, Muted, SectionHeading } from '../b2b.styles';

/** The invoice reference (type and format) and what the agreement covers: levels, protective glasses. */
export function AgreementCoverage({ control }: { control: Control<AgreementFormValues> }) {
  const t = useTranslate();
  const [referenceType, referenceFormat] = useWatch({ control, name: ['referenceType', 'referenceFormat'] });
  const hint = referenceHint(referenceType, referenceFormat);
  return (
    <>
      <Group>
        <SectionHeading id="b2b-reference">{t('b2b.reference.heading')}</SectionHeading>
        <Controller
          control={control}
          name="referenceType"
          render={({ field }) => (
            <RadioGroup
              label={t('b2b.referenceType')}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              isRequired
            >
              {REFERENCE_TYPES.map((type) => (
                <Radio key={type} value={type}>
                  {t(`b2b.reference.${type}`)}
                </Radio>
              ))}
            </RadioGroup>
          )}
        />
        <FormTextField
          control={control}
          name="referenceFormat"
          label={t('b2b.referenceFormat')}
          description={t(hint.key, hint.values)}
          placeholder={REFERENCE_EXAMPLES[referenceType]}
          rules={[required, maxLength(REFERENCE_FORMAT_MAX_LENGTH), referenceFormatRule(referenceType)]}
          isRequired
        />
      </Group>
      <Group>
        <SectionHeading id="b2b-levels">{t('b2b.levels.heading')}</SectionHeading>
        {(['glassLevel', 'frameLevel'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <RadioGroup
                label={t(`b2b.${name}`)}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                isRequired
              >
                {AGREEMENT_LEVELS.map((level) => (
                  <Radio key={level} value={level} description={t(`b2b.level.${level}.description`)}>
                    {t(`b2b.level.${level}`)}
                  </Radio>
                ))}
              </RadioGroup>
            )}
          />
        ))}
        <Controller
          control={control}
          name="protectiveGlassesClasses"
          render={({ field }) => (
            <Fieldset aria-describedby="b2b-protective-hint">
              <legend>{t('b2b.protective.label')}</legend>
              <Muted id="b2b-protective-hint">{t('b2b.protective.hint')}</Muted>
              {PROTECTIVE_CLASSES.map((item) => (
                <Checkbox
                  key={item}
                  value={item}
                  isSelected={field.value.includes(item)}
                  onChange={() => field.onChange(toggleProtectiveClass(field.value, item))}
                >
                  {t(`b2b.protective.${item}`)}
                </Checkbox>
              ))}
            </Fieldset>
          )}
        />
        <Controller
          control={control}
          name="photochromic"
          render={({ field }) => (
            <Checkbox isSelected={field.value} onChange={(selected) => field.onChange(selected)}>
              {t('b2b.photochromic')}
            </Checkbox>
          )}
        />
      </Group>
    </>
  );
}
