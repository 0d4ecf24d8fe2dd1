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
  it('keeps what is typed (never the password) and fills the form with it when it opens again', () => {
    const first = render(<TestForm />);
    fireEvent.change(screen.getByLabelText('Firma'), { target: { value: 'Fjord AS' } });
    fireEvent.change(screen.getByLabelText('Passord'), { target: { value: 'hemmelig' } });
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({ companyName: 'Fjord AS' });
    first.unmount();

    render(<TestForm />);
    expect(screen.getByLabelText('Firma')).toHaveValue('Fjord AS');
    expect(screen.getByLabelText('Passord')).toHaveValue('');
    expect(draft?.restored).toBe(true);
    // A restored form counts as changed, so its leave warning is on.
    expect(screen.getByText('endret')).toBeInTheDocument();
  });

  it('forgets the draft once cleared (the form was sent), and when the fields are emptied', () => {
    render(<TestForm />);
    const field = screen.getByLabelText('Firma');
    fireEvent.change(field, { target: { value: 'Fjord AS' } });
    fireEvent.change(field, { target: { value: '' } });
    expect(sessionStorage.getItem(KEY)).toBeNull();
    fireEvent.change(field, { target: { value: 'Fjord AS' } });
    act(() => draft?.clear());
    expect(sessionStorage.getItem(KEY)).toBeNull();
    fireEvent.change(field, { target: { value: 'Fjord AS Bergen' } });
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('opens empty when storage holds something else', () => {
    sessionStorage.setItem(KEY, '{"companyName": 42, "isAdmin": true}');
    render(<TestForm />);
    expect(screen.getByLabelText('Firma')).toHaveValue('');
    expect(draft?.restored).toBe(false);
  });
});
