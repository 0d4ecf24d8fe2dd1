import { describe, expect, it } from 'vitest';
import { addDays, addMonths, formatOsloIso, osloIso, osloOffsetMinutes, toOslo, weekdayOf } from './time';

describe('Oslo time without the machine time zone', () => {
  it('uses +01:00 in winter and +02:00 in summer, switching on the last Sundays of March and October', () => {
    expect(osloIso('2026-11-17', '09:30')).toBe('2026-11-17T09:30:00+01:00');
    expect(osloIso('2026-07-01', '12:00')).toBe('2026-07-01T12:00:00+02:00');
    expect(osloOffsetMinutes(Date.UTC(2026, 2, 29, 0, 59))).toBe(60);
    expect(osloOffsetMinutes(Date.UTC(2026, 2, 29, 1, 0))).toBe(120);
    expect(osloOffsetMinutes(Date.UTC(2026, 9, 25, 0, 59))).toBe(120);
    expect(osloOffsetMinutes(Date.UTC(2026, 9, 25, 1, 0))).toBe(60);
  });

  it('reads a moment as Oslo parts', () => {
    expect(toOslo(new Date('2026-11-17T23:30:00Z'))).toEqual({
      date: '2026-11-18',
      time: '00:30',
      weekday: 'wednesday',
      offset: '+01:00',
    });
    expect(formatOsloIso(new Date('2026-06-30T22:15:00Z'))).toBe('2026-07-01T00:15:00+02:00');
  });

  it('adds days and months; months clamp to the last day', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(weekdayOf('2026-12-24')).toBe('thursday');
  });
});
