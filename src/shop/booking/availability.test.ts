import { describe, expect, it } from 'vitest';
import {
  canShiftMonth,
  firstAvailableDay,
  groupSlots,
  monthGrid,
  shiftMonth,
  slotTime,
  weekdaysAhead,
} from './availability';

describe('monthGrid', () => {
  const weeks = monthGrid('2026-11-17', '2026-11-17', { '2026-11-16': 3, '2026-11-18': 2, '2026-11-19': 0 });
  it('starts on Monday and fills whole weeks', () => {
    expect(weeks[0]?.[0]?.date).toBe('2026-10-26');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.at(-1)?.at(-1)?.date).toBe('2026-12-06');
  });
  it('marks only days from today with free times as available', () => {
    const cell = (date: string) => weeks.flat().find((candidate) => candidate.date === date);
    expect(cell('2026-11-16')?.available).toBe(false);
    expect(cell('2026-11-18')?.available).toBe(true);
    expect(cell('2026-11-19')?.available).toBe(false);
    expect(cell('2026-10-26')?.outside).toBe(true);
  });
  it('stops at the horizon', () => {
    const grid = monthGrid('2027-01-01', '2026-11-17', { '2027-01-20': 2 }, 60);
    expect(grid.flat().find((cell) => cell.date === '2027-01-20')?.available).toBe(false);
  });
});

describe('months and slots', () => {
  it('shifts and bounds months', () => {
    expect(shiftMonth('2026-11-17', 1)).toBe('2026-12-01');
    expect(canShiftMonth('2026-11-01', -1, '2026-11-17')).toBe(false);
    expect(canShiftMonth('2026-11-01', 2, '2026-11-17')).toBe(true);
    expect(canShiftMonth('2027-01-01', 1, '2026-11-17')).toBe(false);
  });
  it('finds the first free day', () => {
    expect(firstAvailableDay({ '2026-11-20': 1, '2026-11-18': 0, '2026-11-19': 4 })).toBe('2026-11-19');
    expect(firstAvailableDay({})).toBeNull();
  });
  it('groups slots by Oslo part of day, in order', () => {
    const groups = groupSlots([
      { start: '2026-11-18T17:15:00+01:00', end: '' },
      { start: '2026-11-18T09:00:00+01:00', end: '' },
      { start: '2026-11-18T12:00:00+01:00', end: '' },
      { start: '2026-07-01T10:00:00+02:00', end: '' },
    ]);
    expect(groups.map((group) => [group.part, group.slots.map(slotTime)])).toEqual([
      ['morning', ['10:00', '09:00']],
      ['afternoon', ['12:00']],
      ['evening', ['17:15']],
    ]);
  });
});

describe('weekdaysAhead', () => {
  it('offers weekdays from tomorrow, no weekends', () => {
    expect(Object.keys(weekdaysAhead('2026-11-19', 5))).toEqual(['2026-11-20', '2026-11-23', '2026-11-24']);
  });
});
