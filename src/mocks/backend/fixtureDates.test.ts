import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_NOW, backendNow, backendStartedAt, resetBackend, setBackendClock } from './core';
import {
  FIXTURE_TODAY,
  daysBetween,
  datedFixture,
  fixtureDay,
  fixtureMoment,
  fixtureShiftDays,
} from './fixtureDates';
import { christmasSeasonOf, mockStores, mockStoresOn } from '../fixtures/stores';
import { mockBookings } from '../fixtures/bookings';
import { datedBookings } from './datedBookings';
import { addDays, osloMoment, weekdayOf } from './time';

afterEach(() => resetBackend());

const startOn = (date: string, time = '10:00') => {
  const start = osloMoment(date, time);
  resetBackend({ clock: () => new Date(start) });
};

describe('the fixtures’ dates on the day the backend started', () => {
  it('are the fixtures as written on the default clock', () => {
    resetBackend();
    expect(FIXTURE_TODAY).toBe('2026-11-17');
    expect(fixtureShiftDays()).toBe(0);
    expect(fixtureDay('2026-11-24')).toBe('2026-11-24');
    expect(fixtureMoment('2026-11-16T20:14:00+01:00')).toBe('2026-11-16T20:14:00+01:00');
    const fixture = { createdAt: '2026-11-16T20:14:00+01:00', lines: [{ due: '2026-12-08' }] };
    const copy = datedFixture(fixture);
    expect(copy).toEqual(fixture);
    expect(copy).not.toBe(fixture);
  });

  it('start on the clock resetBackend is given, which runs on; setBackendClock only lets time pass', () => {
    let now = osloMoment('2027-03-10', '10:00').getTime();
    resetBackend({ clock: () => new Date(now) });
    expect(backendStartedAt().toISOString()).toBe('2027-03-10T09:00:00.000Z');
    expect(fixtureShiftDays()).toBe(daysBetween('2026-11-17', '2027-03-10'));
    now += 3 * 24 * 60 * 60_000;
    expect(backendNow().toISOString()).toBe('2027-03-13T09:00:00.000Z');
    setBackendClock(() => new Date('2027-04-01T10:00:00Z'));
    expect(backendStartedAt().toISOString()).toBe('2027-03-10T09:00:00.000Z');
    resetBackend();
    expect(backendNow()).toEqual(DEFAULT_NOW);
    expect(fixtureShiftDays()).toBe(0);
  });

  it('move a day and a moment by the days between 17 November 2026 and the start day, at the same Oslo time', () => {
    startOn('2027-03-10');
    expect(fixtureShiftDays()).toBe(113);
    expect(fixtureDay('2026-11-16')).toBe('2027-03-09');
    expect(fixtureDay('2026-12-08')).toBe('2027-03-31');
    // Moved into summer time, the wall-clock time stays and the offset follows.
    expect(fixtureMoment('2026-11-24T10:00:00+01:00')).toBe('2027-03-17T10:00:00+01:00');
    expect(fixtureMoment('2026-11-24T10:00:00+01:00', 130)).toBe('2027-04-03T10:00:00+02:00');
    expect(fixtureMoment('2026-10-20T14:05:00+02:00', 60)).toBe('2026-12-19T14:05:00+01:00');
    expect(fixtureMoment('2026-11-16T23:30:00Z', 1)).toBe('2026-11-18T00:30:00+01:00');
  });

  it('move every day and moment in a fixture and nothing else', () => {
    startOn('2026-11-20');
    const fixture = {
      reference: 'NE-2026-200',
      birthDate: '01011985',
      createdAt: '2026-11-16T20:14:00+01:00',
      decidedAt: null,
      amount: 20261117,
      lines: [{ due: '2026-12-08', text: 'Forfall 2026-12-08' }],
    };
    expect(datedFixture(fixture)).toEqual({
      ...fixture,
      createdAt: '2026-11-19T20:14:00+01:00',
      lines: [{ due: '2026-12-11', text: 'Forfall 2026-12-08' }],
    });
    expect(fixture.createdAt).toBe('2026-11-16T20:14:00+01:00');
  });

  it('count whole calendar days, across years and summer time', () => {
    expect(daysBetween('2026-11-17', '2026-11-17')).toBe(0);
    expect(daysBetween('2026-11-17', '2027-11-17')).toBe(365);
    expect(daysBetween('2027-03-27', '2027-03-29')).toBe(2);
    expect(daysBetween('2026-11-17', '2026-11-10')).toBe(-7);
  });
});

describe('the fixture bookings on the day the backend started', () => {
  const times = () =>
    Object.fromEntries(
      datedBookings(mockBookings).map((booking) => [
        booking.id,
        [booking.start, booking.end, booking.freeCancellationUntil],
      ]),
    );

  it('are the fixtures as written on the default clock', () => {
    expect(datedBookings(mockBookings)).toEqual(mockBookings);
  });

  it('keep their days ahead, and one that would have passed or fall on a closed day moves on', () => {
    // Saturday 13 March 2027, 16:00: "today at 15:15" has passed and Bergen is closed on Sunday.
    startOn('2027-03-13', '16:00');
    expect(times()).toEqual({
      'BK-1001': ['2027-03-20T10:00:00+01:00', '2027-03-20T10:45:00+01:00', '2027-03-19T10:00:00+01:00'],
      'BK-1002': ['2027-03-15T15:15:00+01:00', '2027-03-15T16:00:00+01:00', '2027-03-14T15:15:00+01:00'],
      'BK-1003': ['2027-03-22T13:00:00+01:00', '2027-03-22T13:45:00+01:00', '2027-03-21T13:00:00+01:00'],
    });
    // Wednesday 10 March 2027, 10:00: every booking is as far ahead as on 17 November 2026.
    startOn('2027-03-10');
    expect(times()['BK-1002']).toEqual([
      '2027-03-10T15:15:00+01:00',
      '2027-03-10T16:00:00+01:00',
      '2027-03-09T15:15:00+01:00',
    ]);
  });

  it('keep 24 hours of free cancellation across the change to summer time', () => {
    // Saturday 27 March 2027 at 08:00: BK-1001 (a week ahead) is on Saturday 3 April, in summer time.
    startOn('2027-03-27', '08:00');
    expect(times()['BK-1001']).toEqual([
      '2027-04-03T10:00:00+02:00',
      '2027-04-03T10:45:00+02:00',
      '2027-04-02T10:00:00+02:00',
    ]);
  });
});

describe('the stores seen from a day', () => {
  it('on 17 November 2026 are the stores as written', () => {
    expect(mockStoresOn('2026-11-17')).toEqual(mockStores);
  });

  it('look ahead to the coming Christmas, and to last Christmas until its New Year’s Day has passed', () => {
    expect(christmasSeasonOf('2026-11-17')).toBe(2026);
    expect(christmasSeasonOf('2027-01-01')).toBe(2026);
    expect(christmasSeasonOf('2027-01-02')).toBe(2027);
    expect(christmasSeasonOf('2027-12-31')).toBe(2027);
    const mall = mockStoresOn('2027-03-10').find((store) => store.id === '1001');
    expect(mall?.deviatingHours.map((day) => `${day.date} ${day.label}`)).toEqual([
      // Christmas Eve 2027 is a Friday: the malls open the two Sundays before it.
      '2027-12-12 Søndagsåpent før jul',
      '2027-12-19 Søndagsåpent før jul',
      '2027-12-24 Julaften',
      '2027-12-25 1. juledag',
      '2027-12-26 2. juledag',
      '2027-12-31 Nyttårsaften',
      '2028-01-01 1. nyttårsdag',
    ]);
  });

  it('keep a store’s own deviation as many days ahead, on a day the store opens', () => {
    const ownDay = (today: string, id: string) =>
      mockStoresOn(today)
        .find((store) => store.id === id)
        ?.deviatingHours.find((day) => !/jul|nyttår/i.test(day.label));
    // Bergen's staff day is two days after 17 November 2026 (a Thursday).
    expect(ownDay('2027-03-10', '1005')).toMatchObject({ date: '2027-03-12', label: 'Fagdag for ansatte' });
    // Two days after a Friday is a Sunday, when the store is closed: the staff day is the Monday.
    expect(ownDay('2027-03-12', '1005')).toMatchObject({ date: '2027-03-15', label: 'Fagdag for ansatte' });
    for (let day = 0; day < 400; day += 1) {
      const today = addDays('2026-11-17', day);
      for (const store of mockStoresOn(today)) {
        const dates = store.deviatingHours.map((deviation) => deviation.date);
        expect(new Set(dates).size, `${store.id} on ${today}`).toBe(dates.length);
        for (const deviation of store.deviatingHours.filter((one) => !/jul|nyttår/i.test(one.label))) {
          expect(deviation.date >= today, `${store.id} on ${today}`).toBe(true);
          const regular = store.openingHours.find((hours) => hours.day === weekdayOf(deviation.date));
          expect(regular?.opens, `${store.id} ${deviation.date}`).not.toBeNull();
        }
      }
    }
  });
});
