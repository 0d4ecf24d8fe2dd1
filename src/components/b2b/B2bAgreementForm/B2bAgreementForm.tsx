import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslate } from '../../../i18n/context';
import {
  EMPTY_AGREEMENT_FORM,
  agreementPayload,
  b2bErrorMessage,
  normaliseOrganisationNumber,
} from '../../../shop/b2b/agreement';
import type { AgreementFormValues } from '../../../shop/b2b/agreement';
import type { MessageKey } from '../../../i18n/nb';
import type { Agreement } from '../../../shop/schemas/b2b';
import {
  email,
  maxLength,
  name,
  organisationNumber,
  phone,
  required,
  zipCode,
  type FieldRule,
} from '../../../shop/validation/rules';
import { Button, FormTextField, Radio, RadioGroup } from '../../primitives';
import { useFocusOnChange } from '../../../hooks/useFocusOnChange';
import { useFormDraft } from '../../../hooks/useFormDraft';
import { useLeaveWarning } from '../../../hooks/useLeaveWarning';
import { useShopClient } from '../../session/ShopSessionProvider';
import { withB2bTexts } from '../b2bTexts';
import { Alert, FieldWithAction, Form, Group, Muted, Root, SectionHeading, Title } from '../b2b.styles';
import { AgreementCoverage } from './AgreementCoverage';
import { AgreementSent } from './AgreementSent';
import { LookupResult } from './LookupResult';
import { useOrganisationLookup } from './useOrganisationLookup';

/** Props of {@link B2bAgreementForm}. */
export interface B2bAgreementFormProps {
  /** Called with the agreement once it is sent for signing (after the "sent" state shows). */
  onSent?: (agreement: Agreement) => void;
}

/** The radio value for "the whole company" (a department's value is its name). */
const WHOLE_COMPANY = '*';

type TextName =
  | 'organisationNumber'
  | 'contactName'
  | 'contactEmail'
  | 'contactPhone'
  | 'signerName'
  | 'signerEmail'
  | 'signerTitle'
  | 'street'
  | 'zipCode'
  | 'city'
  | 'pdfEmail';

function B2bAgreementFormView({ onSent }: B2bAgreementFormProps) {
  const t = useTranslate();
  const client = useShopClient();
  const form = useForm<AgreementFormValues>({ defaultValues: EMPTY_AGREEMENT_FORM, mode: 'onTouched' });
  const { control, handleSubmit, getValues, setValue, setFocus } = form;
  const lookup = useOrganisationLookup();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);
  const [sent, setSent] = useState<{ agreement: Agreement; pdfEmail: string } | null>(null);
  const draft = useFormDraft(form, 'b2b-agreement', EMPTY_AGREEMENT_FORM);
  useLeaveWarning(form.formState.isDirty && !sent, t('b2b.leaveWarning'));
  const heading = useFocusOnChange<HTMLHeadingElement>(sent ? 'sent' : 'form');

  const find = async (force = false) => {
    // Nine digits typed without hyphens are written NNN-NNN-NNN, as the rule and the API take them.
    const typed = getValues('organisationNumber');
    const number = normaliseOrganisationNumber(typed);
    if (number !== typed) setValue('organisationNumber', number, { shouldValidate: true });
    const organisation = await lookup.find(number, force);
    if (!organisation) return null;
    setValue('department', '');
    const { street, zipCode: zip, city } = getValues();
    if (!street && !zip && !city) {
      setValue('street', organisation.address.street);
      setValue('zipCode', organisation.address.zipCode);
      setValue('city', organisation.address.city);
    }
    return organisation;
  };

  // A form filled from a kept draft looks its company up again, as leaving the field would have.
  const restoredLookup = useRef(false);
  useEffect(() => {
    if (!draft.restored || restoredLookup.current || !getValues('organisationNumber')) return;
    restoredLookup.current = true;
    void find();
  });

  if (sent) return <AgreementSent headingRef={heading} agreement={sent.agreement} pdfEmail={sent.pdfEmail} />;

  const send = async (values: AgreementFormValues) => {
    setError(null);
    // The company as looked up for the number in the field (asked again after a failed lookup).
    const organisation = await find(lookup.state.status === 'failed');
    if (!organisation) {
      setFocus('organisationNumber');
      return;
    }
    setBusy(true);
    try {
      const agreement = await client.createB2bAgreement(agreementPayload(values, organisation));
      draft.clear();
      setSent({ agreement, pdfEmail: values.pdfEmail.trim() });
      onSent?.(agreement);
    } catch (failure) {
      setError(b2bErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const field = (key: TextName, rules: readonly FieldRule[], extra: Record<string, unknown> = {}) => (
    <FormTextField control={control} name={key} label={t(`b2b.${key}`)} rules={rules} isRequired {...extra} />
  );
  const found = lookup.state.status === 'found' ? lookup.state.organisation : null;

  return (
    <Root aria-labelledby="b2b-form-title">
      <Title id="b2b-form-title" ref={heading} tabIndex={-1}>
        {t('b2b.form.title')}
      </Title>
      <Muted>{t('b2b.form.intro')}</Muted>
      <Form noValidate onSubmit={handleSubmit(send)}>
        <Group>
          <SectionHeading>{t('b2b.company.heading')}</SectionHeading>
          <FieldWithAction
            onBlur={(event) => {
              if (event.target instanceof HTMLInputElement) void find();
            }}
          >
            {field('organisationNumber', [required, organisationNumber], {
              description: t('b2b.organisationNumberHint'),
              inputMode: 'numeric',
            })}
            <Button
              variant="secondary"
              onPress={() => void find(lookup.state.status === 'failed')}
              isLoading={lookup.state.status === 'loading'}
            >
              {t('b2b.lookup')}
            </Button>
          </FieldWithAction>
          <LookupResult state={lookup.state} />
          {found && found.departments.length > 0 ? (
            <Controller
              control={control}
              name="department"
              render={({ field: unit }) => (
                <RadioGroup
                  label={t('b2b.unit.label')}
                  value={unit.value || WHOLE_COMPANY}
                  onChange={(value) => unit.onChange(value === WHOLE_COMPANY ? '' : value)}
                  isRequired
                >
                  <Radio value={WHOLE_COMPANY}>{t('b2b.unit.company', { company: found.name })}</Radio>
                  {found.departments.map((department) => (
                    <Radio key={department} value={department}>
                      {t('b2b.unit.department', { department })}
                    </Radio>
                  ))}
                </RadioGroup>
              )}
            />
          ) : null}
        </Group>
        <Group>
          <SectionHeading>{t('b2b.contact.heading')}</SectionHeading>
          {field('contactName', [required, name], { autoComplete: 'name' })}
          {field('contactEmail', [required, email], { type: 'email', autoComplete: 'email' })}
          {field('contactPhone', [required, phone], { type: 'tel', autoComplete: 'tel' })}
        </Group>
        <Group>
          <SectionHeading>{t('b2b.signer.heading')}</SectionHeading>
          <Muted>{t('b2b.signer.hint')}</Muted>
          {field('signerName', [required, name], { label: t('b2b.signerName') })}
          {field('signerEmail', [required, email], { type: 'email' })}
          {field('signerTitle', [maxLength(80)], { isRequired: false, showOptional: true })}
        </Group>
        <Group>
          <SectionHeading>{t('b2b.invoice.heading')}</SectionHeading>
          {found ? <Muted>{t('b2b.invoice.hint')}</Muted> : null}
          {field('street', [required, maxLength(120)], { autoComplete: 'street-address' })}
          {field('zipCode', [required, zipCode], { inputMode: 'numeric', autoComplete: 'postal-code' })}
          {field('city', [required, maxLength(60)], { autoComplete: 'address-level2' })}
        </Group>
        <AgreementCoverage control={control} />
        {field('pdfEmail', [required, email], { type: 'email' })}
        {error ? (
          <Alert role="alert">
            <p>{t(error)}</p>
          </Alert>
        ) : null}
        <div>
          <Button type="submit" isLoading={busy}>
            {t('b2b.submit')}
          </Button>
        </div>
      </Form>
    </Root>
  );
}

/**
 * The company agreement form (`/b2b/tegn-avtale`): the organisation number is looked up (on leaving
 * the field or with "Finn bedriften") and shows the company and its departments to pick; then the
 * contact person, the signing party, the invoice address, the invoice reference, the glass and frame
 * levels, protective glasses classes, photochromic glasses and the e-mail the PDF goes to. Sent, it
 * says the signing party got a link and the PDF was e-mailed.
 */
export const B2bAgreementForm = /* @__PURE__ */ withB2bTexts(B2bAgreementFormView);
