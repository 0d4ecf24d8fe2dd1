import { describe, expect, it } from 'vitest';
import { bookingIcs, escapeIcsText } from './calendarFile';

const event = {
  uid: 'BK-2001@glimt.no',
  start: '2026-11-24T10:00:00+01:00',
  end: '2026-11-24T10:45:00+01:00',
  summary: 'Synstest hos Glimt Oslo City',
  location: 'Glimt Oslo City, Stenersgata 1, 0050 Oslo',
  description: 'Ta med: briller; linser',
  stamp: '2026-11-20T08:30:00Z',
};

describe('bookingIcs', () => {
  const lines = bookingIcs(event).split('\r\n');

  it('gives the start and end in Oslo time with the zone named and described', () => {
    expect(lines).toContain('DTSTART;TZID=Europe/Oslo:20261124T100000');
    expect(lines).toContain('DTEND;TZID=Europe/Oslo:20261124T104500');
    expect(lines).toContain('TZID:Europe/Oslo');
  });

  it('keeps the Oslo wall clock in summer time, whatever offset the moment was written with', () => {
    const summer = bookingIcs({ ...event, start: '2027-06-01T07:00:00Z', end: '2027-06-01T07:45:00Z' });
    expect(summer).toContain('DTSTART;TZID=Europe/Oslo:20270601T090000');
    expect(summer).toContain('DTEND;TZID=Europe/Oslo:20270601T094500');
  });

  it('names the entry, its place and its id, escaping commas and semicolons', () => {
    expect(lines).toContain('UID:BK-2001@glimt.no');
    expect(lines).toContain('SUMMARY:Synstest hos Glimt Oslo City');
    expect(lines).toContain('LOCATION:Glimt Oslo City\\, Stenersgata 1\\, 0050 Oslo');
    expect(lines).toContain('DESCRIPTION:Ta med: briller\\; linser');
    expect(lines).toContain('DTSTAMP:20261120T083000Z');
  });

  it('is one calendar with one event, each line at most 75 octets', () => {
    const long = bookingIcs({ ...event, description: 'Ta med brillene og linsene du bruker. '.repeat(6) });
    expect(long.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(long.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(long.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    for (const line of long.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = long.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:${'Ta med brillene og linsene du bruker. '.repeat(6)}`);
  });
});

describe('escapeIcsText', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeIcsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
});
