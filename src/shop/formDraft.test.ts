import { describe, expect, it } from 'vitest';
import { FORM_DRAFT_TEXT_MAX, draftToKeep, isKeepableField, restoreDraft } from './formDraft';

const empty = {
  companyName: '',
  contactPhone: '',
  note: '',
  participants: '',
  personalNumber: '',
  password: '',
  consent: false,
  classes: [] as string[],
  right: { enabled: true, sphere: '' },
};

describe('draftToKeep', () => {
  it('keeps only what was changed, groups included', () => {
    expect(draftToKeep(empty, empty)).toBeNull();
    expect(draftToKeep({ ...empty, classes: ['1', '3'] }, empty)).toEqual({ classes: ['1', '3'] });
    expect(
      draftToKeep({ ...empty, companyName: 'Fjord AS', right: { enabled: true, sphere: '-2.25' } }, empty),
    ).toEqual({ companyName: 'Fjord AS', right: { sphere: '-2.25' } });
  });

  it('never keeps a password, a personal number, or eleven digits typed into another field', () => {
    const typed = {
      ...empty,
      personalNumber: '01017012345',
      password: 'hemmelig',
      note: 'Fødselsnummer 010170 12345, ring meg',
      contactPhone: '+47 912 34 567',
    };
    expect(draftToKeep(typed, empty)).toEqual({ contactPhone: '+47 912 34 567' });
  });

  it('cuts a long text', () => {
    const kept = draftToKeep({ ...empty, note: 'x'.repeat(FORM_DRAFT_TEXT_MAX + 50) }, empty);
    expect(kept?.note).toHaveLength(FORM_DRAFT_TEXT_MAX);
  });
});

describe('restoreDraft', () => {
  it('lays a kept draft over the empty form', () => {
    expect(
      restoreDraft({ companyName: 'Fjord AS', consent: true, right: { sphere: '-2.25' } }, empty),
    ).toEqual({
      ...empty,
      companyName: 'Fjord AS',
      consent: true,
      right: { enabled: true, sphere: '-2.25' },
    });
  });

  it('drops what storage should not hold: unknown fields, other types, secrets', () => {
    expect(restoreDraft(null, empty)).toBeNull();
    expect(restoreDraft('Fjord AS', empty)).toBeNull();
    expect(
      restoreDraft(
        {
          isAdmin: true,
          participants: 40,
          consent: 'yes',
          password: 'hemmelig',
          personalNumber: '01017012345',
          right: 'sphere',
          classes: [{ admin: true }],
        },
        empty,
      ),
    ).toBeNull();
  });

  it('cuts a long text read back', () => {
    expect(restoreDraft({ note: 'x'.repeat(FORM_DRAFT_TEXT_MAX + 1) }, empty)?.note).toHaveLength(
      FORM_DRAFT_TEXT_MAX,
    );
  });

  it('reads back exactly what was kept', () => {
    const typed = {
      ...empty,
      classes: ['2'],
      note: 'Ønsker morgentimer',
      right: { enabled: false, sphere: '+1.00' },
    };
    expect(restoreDraft(JSON.parse(JSON.stringify(draftToKeep(typed, empty))), empty)).toEqual(typed);
  });
});

describe('isKeepableField', () => {
  it.each(['password', 'newPassword', 'personalNumber', 'giftCardPin', 'cardNumber', 'fodselsnummer'])(
    'refuses %s',
    (name) => expect(isKeepableField(name)).toBe(false),
  );
  it.each(['firstName', 'email', 'mobile', 'organisationNumber', 'note', 'shippingStreet', 'opinion'])(
    'keeps %s',
    (name) => expect(isKeepableField(name)).toBe(true),
  );
});
