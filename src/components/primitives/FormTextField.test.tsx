import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryNavigation } from '../../navigation/navigation';
import { GlimtProvider } from '../../shop/GlimtProvider';
import { email, phone, required } from '../../shop/validation/rules';
import { FormTextField } from './FormTextField';

function Form({ onValid }: { onValid: (values: { email: string; mobile: string }) => void }) {
  const { control, handleSubmit } = useForm({ defaultValues: { email: '', mobile: '' } });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <FormTextField control={control} name="email" label="E-post" rules={[required, email]} isRequired />
      <FormTextField control={control} name="mobile" label="Mobil" rules={[required, phone]} isRequired />
      <button type="submit">Send</button>
    </form>
  );
}

afterEach(cleanup);

describe('FormTextField', () => {
  it('shows the catalogue message, marks the field invalid, focuses the first error and keeps the text', async () => {
    const sent: unknown[] = [];
    render(
      <GlimtProvider navigation={createMemoryNavigation('/')} globalStyle={false}>
        <Form onValid={(values) => sent.push(values)} />
      </GlimtProvider>,
    );
    const mail = screen.getByLabelText(/E-post/);
    const mobile = screen.getByLabelText(/Mobil/);
    fireEvent.change(mobile, { target: { value: '123' } });
    fireEvent.change(mail, { target: { value: 'kari@example' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(mail).toHaveAttribute('aria-invalid', 'true');
    expect(mail).toHaveFocus();
    expect(mail).toHaveValue('kari@example');
    const describedBy = mail.getAttribute('aria-describedby') ?? '';
    const described = describedBy
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toMatch(/Skriv en e-postadresse med @ og domene/);
    expect(screen.getByText(/Skriv et telefonnummer med 8 siffer/)).toBeInTheDocument();
    expect(sent).toEqual([]);

    fireEvent.change(mail, { target: { value: 'kari@example.no' } });
    fireEvent.change(mobile, { target: { value: '912 34 567' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(sent).toEqual([{ email: 'kari@example.no', mobile: '912 34 567' }]);
  });
});
