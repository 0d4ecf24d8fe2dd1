import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import { useFocusOnChange } from '../../../hooks/useFocusOnChange';
import { useTranslate } from '../../../i18n/context';
import { email, required } from '../../../shop/validation/rules';
import { Button } from '../../primitives/Button';
import { FormTextField } from '../../primitives/FormTextField';
import { useShopClient } from '../../session/ShopSessionProvider';

/** Props of {@link StockAlertForm}. */
export interface StockAlertFormProps {
  /** The sold-out SKU the shopper wants to hear about. */
  skuId: string;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
  margin-top: ${({ theme }) => theme.space[1]};
  button {
    justify-self: start;
  }
`;

const Title = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Failed = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Sent = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
  &:focus {
    outline: none;
  }
`;

/**
 * "Varsle meg" for a sold-out variant: an e-mail field and a button. The shop confirms by e-mail at
 * once and writes again when the SKU is back. A bad address gets the catalogue's message on the
 * field; a failed request says so and keeps the address; once sent, the thanks take focus, so a
 * keyboard or screen-reader user hears it where the button was. Key it by SKU: another size starts
 * a new form.
 */
export function StockAlertForm({ skuId }: StockAlertFormProps) {
  const t = useTranslate();
  const client = useShopClient();
  const titleId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  // The thanks take focus when they replace the form (where the button was).
  const sentRef = useFocusOnChange<HTMLParagraphElement>(sentTo === null ? 'form' : 'sent');
  const { control, handleSubmit, formState } = useForm({ defaultValues: { email: '' }, mode: 'onTouched' });

  if (sentTo !== null)
    return (
      <Sent ref={sentRef} tabIndex={-1} role="status" data-testid="stock-alert-sent">
        {t('product.stockAlert.sent', { email: sentTo })}
      </Sent>
    );

  return (
    <Form
      noValidate
      aria-labelledby={titleId}
      data-testid="stock-alert"
      onSubmit={handleSubmit(async (values) => {
        setFailed(false);
        const address = values.email.trim();
        try {
          await client.requestStockAlert({ skuId, email: address });
          setSentTo(address);
        } catch {
          setFailed(true);
        }
      })}
    >
      <Title id={titleId}>{t('product.stockAlert.title')}</Title>
      <FormTextField
        control={control}
        name="email"
        label={t('product.stockAlert.email')}
        description={t('product.stockAlert.hint')}
        rules={[required, email]}
        isRequired
        type="email"
        autoComplete="email"
      />
      {failed && <Failed role="alert">{t('product.stockAlert.failed')}</Failed>}
      <Button type="submit" variant="secondary" isLoading={formState.isSubmitting}>
        {t('product.stockAlert.submit')}
      </Button>
    </Form>
  );
}
