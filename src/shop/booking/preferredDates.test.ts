import { describe, expect, it } from 'vitest';
import { togglePreferredDate } from './preferredDates';

describe('togglePreferredDate', () => {
  it.each([
    ['the first day is added', [], '2026-12-03', ['2026-12-03'], false],
    ['days are kept earliest first', ['2026-12-10'], '2026-12-03', ['2026-12-03', '2026-12-10'], false],
    ['a chosen day is taken away again', ['2026-12-03', '2026-12-10'], '2026-12-03', ['2026-12-10'], false],
    [
      'a fourth day is refused and the three stay',
      ['2026-12-03', '2026-12-10', '2026-12-17'],
      '2026-12-01',
      ['2026-12-03', '2026-12-10', '2026-12-17'],
      true,
    ],
    [
      'with three days, one of them can still be taken away',
      ['2026-12-03', '2026-12-10', '2026-12-17'],
      '2026-12-10',
      ['2026-12-03', '2026-12-17'],
      false,
    ],
  ])('%s', (_, dates, date, expected, full) => {
    expect(togglePreferredDate(dates, date)).toEqual({ dates: expected, full });
  });
});
