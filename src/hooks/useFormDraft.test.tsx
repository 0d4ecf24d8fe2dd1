import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { FORM_DRAFT_PREFIX } from '../shop/formDraft';
import { useFormDraft, type FormDraft } from './useFormDraft';

const EMPTY = { companyName: '', note: '', password: '' };
const KEY = `${FORM_DRAFT_PREFIX}test-form`;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

let draft: FormDraft | undefined;

/** Lets the draft store's code load and every read and write queued behind it run. */
async function storeSettled() {
  await act(async () => {
    await import('../shop/formDraftStore');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function TestForm() {
  const form = useForm({ defaultValues: EMPTY });
  draft = useFormDraft(form, 'test-form', EMPTY);
  return (
    <form>
      <label>
        Firma <input {...form.register('companyName')} />
      </label>
      <label>
        Passord <input type="password" {...form.register('password')} />
      </label>
      <output>{form.formState.isDirty ? 'endret' : 'uendret'}</output>
    </form>
  );
}

describe('useFormDraft', () => {
  it('keeps what is typed (never the password) and fills the form with it when it opens again', async () => {
    const first = render(<TestForm />);
    await storeSettled();
    fireEvent.change(screen.getByLabelText('Firma'), { target: { value: 'Fjord AS' } });
    fireEvent.change(screen.getByLabelText('Passord'), { target: { value: 'hemmelig' } });
    await storeSettled();
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({ companyName: 'Fjord AS' });
    first.unmount();

    render(<TestForm />);
    await storeSettled();
    expect(screen.getByLabelText('Firma')).toHaveValue('Fjord AS');
    expect(screen.getByLabelText('Passord')).toHaveValue('');
    expect(draft?.restored).toBe(true);
    // A restored form counts as changed, so its leave warning is on.
    expect(screen.getByText('endret')).toBeInTheDocument();
  });

  it('forgets the draft once cleared (the form was sent), and when the fields are emptied', async () => {
    render(<TestForm />);
    await storeSettled();
    const field = screen.getByLabelText('Firma');
    fireEvent.change(field, { target: { value: 'Fjord AS' } });
    await storeSettled();
    expect(sessionStorage.getItem(KEY)).not.toBeNull();
    fireEvent.change(field, { target: { value: '' } });
    await storeSettled();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    fireEvent.change(field, { target: { value: 'Fjord AS' } });
    // Sent at once after the last key: the write queued before it is not made.
    act(() => draft?.clear());
    await storeSettled();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    fireEvent.change(field, { target: { value: 'Fjord AS Bergen' } });
    await storeSettled();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('puts a kept draft that arrives after the shopper began typing not over what they typed', async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ companyName: 'Fjord AS', note: 'Ring før levering' }));
    render(<TestForm />);
    // Typed before the store's code has loaded (a slow network on a first visit).
    fireEvent.change(screen.getByLabelText('Firma'), { target: { value: 'Nordlys' } });
    await storeSettled();
    expect(screen.getByLabelText('Firma')).toHaveValue('Nordlys');
    expect(draft?.restored).toBe(false);
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({ companyName: 'Nordlys' });
  });

  it('opens empty when storage holds something else', async () => {
    sessionStorage.setItem(KEY, '{"companyName": 42, "isAdmin": true}');
    render(<TestForm />);
    await storeSettled();
    expect(screen.getByLabelText('Firma')).toHaveValue('');
    expect(draft?.restored).toBe(false);
  });
});
