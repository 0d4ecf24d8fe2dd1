import { useEffect, useRef, useState, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslate } from '../../../i18n/context';
import type { MessageKey } from '../../../i18n/nb';
import { b2bErrorMessage, signingCode, signingCodeOf, signingFailure } from '../../../shop/b2b/agreement';
import { formatMomentNb } from '../../../shop/osloTime';
import type { Agreement, SigningCode } from '../../../shop/schemas/b2b';
import { required } from '../../../shop/validation/rules';
import { Button, FormTextField } from '../../primitives';
import { useShopClient } from '../../session/ShopSessionProvider';
import { Actions, Alert, Form, SectionHeading } from '../b2b.styles';

interface CodeValues {
  code: string;
}

/**
 * The confirm step: the signing party proves it is them with the one-time code sent to their
 * e-mail, then signs. A wrong code goes to the field (focus there, another try); an expired code or
 * too many tries ask for a new code ("Send ny kode"); a link that stopped working or an agreement
 * signed meanwhile closes the step (`onClosed`: the page reads the agreement again).
 */
export function SigningConfirm({
  agreement,
  signingToken,
  sent,
  headingRef,
  onSigned,
  onClosed,
  onCancel,
}: {
  agreement: Agreement;
  signingToken: string;
  sent: SigningCode;
  headingRef: Ref<HTMLHeadingElement>;
  onSigned: (agreement: Agreement) => void;
  onClosed: () => void;
  onCancel: () => void;
}) {
  const t = useTranslate();
  const client = useShopClient();
  const { control, handleSubmit, setError, setFocus, reset } = useForm<CodeValues>({
    defaultValues: { code: '' },
    mode: 'onTouched',
  });
  const [code, setCode] = useState(sent);
  const [renewed, setRenewed] = useState(false);
  const [signing, setSigning] = useState(false);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<{ key: MessageKey; at: number } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  // A notice (a code that cannot be used any more, a failure) takes focus after the commit.
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => noticeRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [notice]);

  // A new code sent: the emptied field takes focus, once the new code's state has committed.
  useEffect(() => {
    if (!renewed) return;
    const timer = setTimeout(() => setFocus('code'), 0);
    return () => clearTimeout(timer);
  }, [code, renewed, setFocus]);

  const sign = handleSubmit(async (values) => {
    setSigning(true);
    setNotice(null);
    try {
      onSigned(await client.signB2bAgreement(signingToken, signingCodeOf(values.code)));
    } catch (failure) {
      const kind = signingFailure(failure);
      const message = b2bErrorMessage(failure, 'agreement');
      if (kind === 'field') {
        setError('code', { type: 'server', message });
        setTimeout(() => setFocus('code'), 0);
      } else if (kind === 'closed') onClosed();
      else setNotice({ key: message, at: Date.now() });
    } finally {
      setSigning(false);
    }
  });

  const sendNew = async () => {
    setSending(true);
    setNotice(null);
    try {
      setCode(await client.sendB2bSigningCode(signingToken));
      setRenewed(true);
      reset({ code: '' });
    } catch (failure) {
      if (signingFailure(failure) === 'closed') onClosed();
      else setNotice({ key: b2bErrorMessage(failure, 'agreement'), at: Date.now() });
    } finally {
      setSending(false);
    }
  };

  const values = { sentTo: code.sentTo, time: formatMomentNb(code.expiresAt) };
  return (
    <Alert $tone="warning" role="group" aria-labelledby="b2b-confirm-title">
      <SectionHeading id="b2b-confirm-title" ref={headingRef} tabIndex={-1}>
        {t('b2b.sign.confirmTitle')}
      </SectionHeading>
      <p role="status">{t(renewed ? 'b2b.sign.newCodeSent' : 'b2b.sign.codeSent', values)}</p>
      <Form noValidate onSubmit={(event) => void sign(event)}>
        <FormTextField
          control={control}
          name="code"
          label={t('b2b.code')}
          description={t('b2b.code.hint')}
          rules={[required, signingCode]}
          isRequired
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <p>{t('b2b.sign.confirmText', { company: agreement.company })}</p>
        {notice ? (
          <div ref={noticeRef} tabIndex={-1} role="alert">
            <p>
              <strong>{t(notice.key)}</strong>
            </p>
          </div>
        ) : null}
        <Actions>
          <Button type="submit" isLoading={signing} isDisabled={sending}>
            {t('b2b.sign.confirm')}
          </Button>
          <Button variant="secondary" onPress={() => void sendNew()} isLoading={sending} isDisabled={signing}>
            {t('b2b.sign.newCode')}
          </Button>
          <Button variant="secondary" isDisabled={signing} onPress={onCancel}>
            {t('b2b.sign.cancel')}
          </Button>
        </Actions>
      </Form>
    </Alert>
  );
}
