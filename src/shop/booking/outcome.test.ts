import { describe, expect, it } from 'vitest';
import { nbBooking } from '../../i18n/nb.booking';
import { createTranslator } from '../../i18n/translate';
import { bookingCalendarEvent, bookingOutcomeTexts, offersCalendarEntry } from './outcome';

const t = createTranslator(nbBooking);
const booking = {
  id: 'b-17',
  start: '2026-12-03T10:00:00+01:00',
  end: '2026-12-03T10:30:00+01:00',
  storeName: 'Glimt Oslo City',
  reference: 'GL-4821',
  createdAt: '2026-11-28T09:12:00+01:00',
};
const address = { street: 'Stenersgata 1', zipCode: '0050', city: 'Oslo' };

describe('bookingOutcomeTexts', () => {
  it('says "moved" after a rebooking, whatever the status', () => {
    expect(bookingOutcomeTexts({ status: 'confirmed' }, true).title).toBe('booking.outcome.movedTitle');
    expect(bookingOutcomeTexts({ status: 'requested' }, true).text).toBe('booking.outcome.movedText');
  });

  it('says "request sent" for a store that only takes requests, "booked" otherwise', () => {
    expect(bookingOutcomeTexts({ status: 'requested' }, false)).toEqual({
      title: 'booking.outcome.requestedTitle',
      text: 'booking.outcome.requestedText',
    });
    expect(bookingOutcomeTexts({ status: 'confirmed' }, false).title).toBe('booking.outcome.bookedTitle');
  });
});

describe('offersCalendarEntry', () => {
  it('offers a calendar entry for a booked time, not for a request', () => {
    expect(offersCalendarEntry({ status: 'confirmed' })).toBe(true);
    expect(offersCalendarEntry({ status: 'requested' })).toBe(false);
  });
});

describe('bookingCalendarEvent', () => {
  it('names the exam and the store, places it at the store, and lists what to bring', () => {
    const event = bookingCalendarEvent(booking, address, 'Synstest', t);
    expect(event).toMatchObject({
      uid: 'b-17@glimt.no',
      start: booking.start,
      end: booking.end,
      summary: 'Synstest hos Glimt Oslo City',
      location: 'Glimt Oslo City, Stenersgata 1, 0050 Oslo',
      stamp: booking.createdAt,
    });
    expect(event.description).toMatch(/^Dette tar du med: Brillene du bruker i dag/);
    expect(event.description).toContain('En liste over medisiner du bruker');
    expect(event.description).toMatch(/Referanse: GL-4821$/);
  });

  it('places it at the store by name while the address is not known', () => {
    expect(bookingCalendarEvent(booking, undefined, 'Synstest', t).location).toBe('Glimt Oslo City');
  });

  it('keeps the uid of the booking, so a rebooking updates the same entry', () => {
    const moved = { ...booking, start: '2026-12-04T12:00:00+01:00', end: '2026-12-04T12:30:00+01:00' };
    expect(bookingCalendarEvent(moved, address, 'Synstest', t).uid).toBe(
      bookingCalendarEvent(booking, address, 'Synstest', t).uid,
    );
  });
});
