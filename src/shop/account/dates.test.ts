import { describe, expect, it } from 'vitest';
import { formatAccountDate, formatAccountMoment, formatAccountShortDate } from './dates';

describe('account dates', () => {
  it.each([
    ['2026-11-17', '17. november 2026', '17.11.2026'],
    ['2026-01-01', '1. januar 2026', '01.01.2026'],
    ['2025-05-31', '31. mai 2025', '31.05.2025'],
  ])('%s reads %s and %s', (date, long, short) => {
    expect(formatAccountDate(date)).toBe(long);
    expect(formatAccountShortDate(date)).toBe(short);
  });

  it.each([
    ['2026-11-16T20:14:00+01:00', '16. november 2026'],
    ['2026-11-16T23:30:00Z', '17. november 2026'],
    ['2026-10-20T14:05:00+02:00', '20. oktober 2026'],
  ])('the moment %s is %s in Oslo', (moment, expected) => {
    expect(formatAccountMoment(moment)).toBe(expected);
  });
});
