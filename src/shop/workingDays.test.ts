import { describe, expect, it } from 'vitest';
import { easterSunday, isWorkingDay, norwegianHolidays, workingDaysBefore } from './workingDays';

describe('Norwegian working days', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
  ])('finds Easter Sunday %i on %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it('knows the public holidays of 2026', () => {
    expect([...norwegianHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-17',
      '2026-05-25',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it.each([
    ['2026-11-23', true], // Monday
    ['2026-11-28', false], // Saturday
    ['2026-11-29', false], // Sunday
    ['2026-12-25', false], // Christmas Day, a Friday
    ['2026-12-24', true], // Christmas Eve is not a public holiday
    ['2026-04-02', false], // Maundy Thursday
  ])('%s is a working day: %s', (date, expected) => {
    expect(isWorkingDay(date)).toBe(expected);
  });

  it('counts working days back over weekends and holidays', () => {
    expect(workingDaysBefore('2026-11-30', 1)).toBe('2026-11-27'); // Monday → Friday
    expect(workingDaysBefore('2026-11-25', 2)).toBe('2026-11-23');
    // 28 Dec 2026 (Monday) back over Christmas (Fri 25, Sat 26, Sun 27): 24 Dec.
    expect(workingDaysBefore('2026-12-28', 1)).toBe('2026-12-24');
    expect(workingDaysBefore('2026-12-28', 0)).toBe('2026-12-28');
  });
});
