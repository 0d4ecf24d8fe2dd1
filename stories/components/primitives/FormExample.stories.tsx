import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Checkbox, Radio, RadioGroup, Select, TextField } from '@glimt/ui';

/*
 * A small Norwegian sign-up form composed from the field primitives. Validation here is the story's
 * own (the shop's validation rules live elsewhere): it only shows how fields, errors and focus work
 * together. Errors appear on the first submit, then follow the user's edits; each submit with errors
 * moves focus to the first invalid field, whose error is then read out through aria-describedby.
 */

interface Values {
  email: string;
  password: string;
  interval: string | null;
  store: string;
  terms: boolean;
}

type FieldName = keyof Values;
type Errors = Partial<Record<FieldName, string>>;

const ORDER: FieldName[] = ['email', 'password', 'interval', 'store', 'terms'];

function validate(values: Values): Errors {
  const errors: Errors = {};
  if (values.email.trim() === '') errors.email = 'Skriv inn e-postadressen din';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
    errors.email = 'Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no';
  if (values.password === '') errors.password = 'Velg et passord';
  else if (values.password.length < 8) errors.password = 'Passordet må ha minst 8 tegn';
  if (!values.interval) errors.interval = 'Velg hvor ofte du vil ha linser';
  if (values.store === '') errors.store = 'Velg butikken du vil bruke';
  if (!values.terms) errors.terms = 'Du må godta vilkårene for å starte abonnementet';
  return errors;
}

const STORES = [
  { value: 'oslo', label: 'Oslo, Storgata 14' },
  { value: 'bergen', label: 'Bergen, Torgallmenningen 8' },
  { value: 'trondheim', label: 'Trondheim, Nordre gate 11' },
  { value: 'tromso', label: 'Tromsø, Storgata 91' },
];

interface SignUpFormProps {
  onSubmit: (values: Values) => void;
}

function SignUpForm({ onSubmit }: SignUpFormProps) {
  const [values, setValues] = useState<Values>({
    email: '',
    password: '',
    interval: null,
    store: '',
    terms: false,
  });
  const [submitted, setSubmitted] = useState(false);
  const [submitCount, setSubmitCount] = useState(0);
  const [done, setDone] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = submitted ? validate(values) : {};

  const set =
    <K extends FieldName>(key: K) =>
    (value: Values[K]) =>
      setValues((v) => ({ ...v, [key]: value }));

  // After each failed submit (once the errors are rendered), focus the first invalid field.
  useEffect(() => {
    if (submitCount === 0 || !formRef.current) return;
    const invalid = formRef.current.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    if (invalid.getAttribute('role') === 'radiogroup') {
      invalid.querySelector<HTMLInputElement>('input[type="radio"]:not(:disabled)')?.focus();
    } else {
      invalid.focus();
    }
  }, [submitCount]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    if (ORDER.some((name) => found[name])) {
      setDone(false);
      setSubmitCount((n) => n + 1);
      return;
    }
    setDone(true);
    onSubmit(values);
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      style={{ display: 'grid', gap: 24, maxWidth: 440 }}
    >
      <div style={{ display: 'grid', gap: 4 }}>
        <h2 style={{ fontSize: '1.375rem' }}>Start linseabonnement</h2>
        <p style={{ fontSize: '0.875rem', color: '#4f535a' }}>Felt merket med * må fylles ut.</p>
      </div>
      <TextField
        label="E-postadresse"
        type="email"
        name="email"
        autoComplete="email"
        isRequired
        value={values.email}
        onChange={set('email')}
        isInvalid={Boolean(errors.email)}
        errorMessage={errors.email}
      />
      <TextField
        label="Passord"
        type="password"
        name="password"
        autoComplete="new-password"
        description="Minst 8 tegn."
        isRequired
        value={values.password}
        onChange={set('password')}
        isInvalid={Boolean(errors.password)}
        errorMessage={errors.password}
      />
      <RadioGroup
        label="Hvor ofte vil du ha nye linser?"
        name="interval"
        isRequired
        value={values.interval}
        onChange={set('interval')}
        isInvalid={Boolean(errors.interval)}
        errorMessage={errors.interval}
      >
        <Radio value="1">Hver måned</Radio>
        <Radio value="2">Hver 2. måned</Radio>
        <Radio value="3" description="Fri frakt">
          Hver 3. måned
        </Radio>
        <Radio value="6" description="Fri frakt og 5 % rabatt">
          Hver 6. måned
        </Radio>
      </RadioGroup>
      <Select
        label="Din butikk"
        name="store"
        description="Butikken som har synstesten din og svarer på spørsmål."
        isRequired
        options={STORES}
        value={values.store}
        onChange={set('store')}
        isInvalid={Boolean(errors.store)}
        errorMessage={errors.store}
      />
      <Checkbox
        name="terms"
        isRequired
        isSelected={values.terms}
        onChange={set('terms')}
        isInvalid={Boolean(errors.terms)}
        errorMessage={errors.terms}
      >
        Jeg godtar kjøps- og leveransevilkårene og personvernpolicyen til Glimt
      </Checkbox>
      <div>
        <Button type="submit" size="lg" fullWidth>
          Start abonnement
        </Button>
      </div>
      <div role="status">
        {done ? 'Takk! Abonnementet er startet, og bekreftelsen er sendt på e-post.' : ''}
      </div>
    </form>
  );
}

const meta = {
  title: 'Primitives/Form example',
  component: SignUpForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The fields together in a lens-subscription sign-up. Submitting empty shows every error and moves
 * focus to the first invalid field; fixing fields clears their errors; the next submit focuses the
 * next problem, and a complete form submits.
 */
export const FormExample: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'E-postadresse' });
    const password = canvas.getByLabelText(/^Passord/);
    const submit = canvas.getByRole('button', { name: 'Start abonnement' });
    const terms = canvas.getByRole('checkbox', { name: /Jeg godtar/ });

    // Tab through every field to the submit button: one stop per field, one for the whole radio group.
    for (let i = 0; i < 6; i += 1) await userEvent.tab();
    await expect(submit).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    // Every field shows its error, and focus is on the first invalid one with its error announced.
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Feil: Skriv inn e-postadressen din');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Din butikk' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Velg hvor ofte du vil ha linser')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Fix the fields with the keyboard; each error disappears as its field becomes valid.
    await userEvent.keyboard('kari@eksempel.no');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(password).toHaveFocus();
    await userEvent.keyboard('Linser2025!');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Hver måned' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Hver 3. måned' })).toBeChecked();
    await userEvent.tab();
    const store = canvas.getByRole('combobox', { name: 'Din butikk' });
    await expect(store).toHaveFocus();
    await userEvent.selectOptions(store, 'bergen');
    await expect(store).not.toHaveAttribute('aria-invalid');

    // Submit with the terms still unchecked: focus jumps back up to them.
    await userEvent.tab();
    await userEvent.tab();
    await expect(submit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(terms).toHaveFocus();
    await expect(terms).toHaveAccessibleDescription('Feil: Du må godta vilkårene for å starte abonnementet');

    await userEvent.keyboard(' ');
    await expect(terms).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'kari@eksempel.no',
      password: 'Linser2025!',
      interval: '3',
      store: 'bergen',
      terms: true,
    });
    await expect(canvas.getByRole('status')).toHaveTextContent('Takk! Abonnementet er startet');
  },
};

/** The same form on a 375 px phone, after an empty submit. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (let i = 0; i < 6; i += 1) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'E-postadresse' })).toHaveFocus();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
