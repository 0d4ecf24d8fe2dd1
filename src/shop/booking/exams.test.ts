import { describe, expect, it } from 'vitest';
import { mockAgeGroups, mockExamTypes } from '../../mocks/fixtures/bookings';
import { nbBooking } from '../../i18n/nb.booking';
import { createTranslator } from '../../i18n/translate';
import {
  ageGroupsOverlap,
  bookedLevel,
  bookableAgeGroups,
  examDisplayName,
  examPriceText,
  examTypePrice,
  levelPrice,
} from './exams';

describe('examDisplayName', () => {
  it('names a level that repeats its type once, never "Synstest, Synstest"', () => {
    expect(examDisplayName('Synstest', 'Synstest')).toBe('Synstest');
    expect(examDisplayName('Synstest', ' synstest ')).toBe('Synstest');
  });

  it('adds a level that says more, and copes with either name missing', () => {
    expect(examDisplayName('Synstest', 'Utvidet synsundersøkelse')).toBe(
      'Synstest, Utvidet synsundersøkelse',
    );
    expect(examDisplayName('Synstest', undefined)).toBe('Synstest');
    expect(examDisplayName(undefined, 'Linsekontroll')).toBe('Linsekontroll');
    expect(examDisplayName(undefined, undefined)).toBe('');
  });
});

describe('prices', () => {
  it('says free at 0 kroner, else the price', () => {
    expect(levelPrice(0)).toEqual({ kind: 'free' });
    expect(levelPrice(690)).toEqual({ kind: 'exact', amount: 690 });
  });

  it('gives a type "from" its cheapest level when its levels differ, else the one price', () => {
    expect(examTypePrice({ levels: [{ price: 990 }, { price: 590 }] } as never)).toEqual({
      kind: 'from',
      amount: 590,
    });
    expect(examTypePrice({ levels: [{ price: 590 }] } as never)).toEqual({ kind: 'exact', amount: 590 });
    expect(examTypePrice({ levels: [{ price: 0 }] } as never)).toEqual({ kind: 'free' });
  });
});

describe('bookableAgeGroups', () => {
  it('offers, for every exam, groups of which no two share an age', () => {
    for (const type of mockExamTypes) {
      const groups = bookableAgeGroups(mockAgeGroups, type);
      expect(groups.length, type.id).toBeGreaterThan(0);
      expect(ageGroupsOverlap(groups), type.id).toBe(false);
    }
  });

  it('lists the eye exam youngest first from the second listing', () => {
    const eyeExam = mockExamTypes.find((type) => type.id === 'synstest');
    expect(bookableAgeGroups(mockAgeGroups, eyeExam).map((group) => group.label)).toEqual([
      '8–12 år',
      '13–17 år',
      '18–75 år',
      '76 år og eldre',
    ]);
  });
});

describe('ageGroupsOverlap', () => {
  it('finds the overlap of the first listing ("under 18" and "8-12", "over 18" and "over 76")', () => {
    expect(ageGroupsOverlap(mockAgeGroups.booking)).toBe(true);
    expect(
      ageGroupsOverlap([
        { minAge: 18, maxAge: 75 },
        { minAge: 76, maxAge: null },
      ]),
    ).toBe(false);
  });
});

describe('examPriceText', () => {
  const t = createTranslator(nbBooking);
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');
  it('says "Gratis" for a free exam, the price for one level, "fra" the cheapest for several', () => {
    expect(examPriceText(levelPrice(0), t)).toBe('Gratis');
    expect(plain(examPriceText(levelPrice(690), t))).toBe('kr 690');
    expect(plain(examPriceText({ kind: 'from', amount: 590 }, t))).toBe('fra kr 590');
  });
});

describe('bookedLevel', () => {
  const eyeExam = { levels: [{ id: 'standard' }, { id: 'utvidet' }] };
  const hearing = { levels: [{ id: 'standard' }] };
  it('is the level chosen', () => {
    expect(bookedLevel(eyeExam, 'utvidet')).toEqual({ id: 'utvidet' });
  });
  it('is the only level of an exam booked without choosing one (the hearing test)', () => {
    expect(bookedLevel(hearing, '')).toEqual({ id: 'standard' });
  });
  it('is none while a choice among several is not made, or the exam is unknown', () => {
    expect(bookedLevel(eyeExam, '')).toBeUndefined();
    expect(bookedLevel(undefined, 'standard')).toBeUndefined();
  });
});
