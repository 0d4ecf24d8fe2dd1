import { osloWallClock } from '../osloTime';

/**
 * An appointment as an iCalendar file (RFC 5545) for "add to calendar": times in Europe/Oslo with
 * the zone's rules included, so a calendar anywhere shows the store's local time.
 */

/** What the calendar entry says. */
export interface CalendarEvent {
  /** A stable, unique id: the same booking gives the same entry (a rebooking updates it). */
  uid: string;
  /** Start and end, ISO with offset. */
  start: string;
  end: string;
  /** The entry's title, e.g. "Synstest hos Glimt Oslo City". */
  summary: string;
  /** Where: the store's name and address. */
  location: string;
  /** Free text, e.g. what to bring. */
  description?: string;
  /** When the file was made (the backend's clock), ISO. */
  stamp: string;
}

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks (RFC 5545, 3.3.11). */
export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line longer than 75 octets into continuation lines (RFC 5545, 3.1). */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (encoder.encode(current + char).length > limit) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A moment as Oslo local date-time, `YYYYMMDDTHHMMSS`. */
function osloLocal(moment: string): string {
  const clock = osloWallClock(moment);
  return `${clock.date.replace(/-/g, '')}T${clock.time.replace(':', '')}00`;
}

/** A moment in UTC, `YYYYMMDDTHHMMSSZ`. */
function utc(moment: string): string {
  return new Date(moment)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Europe/Oslo: CET in winter, CEST from the last Sunday of March to the last Sunday of October. */
const OSLO_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Oslo',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** The `.ics` text of one appointment, lines ended by CRLF. */
export function bookingIcs(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Glimt//Timebestilling//NO',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...OSLO_TIMEZONE,
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART;TZID=Europe/Oslo:${osloLocal(event.start)}`,
    `DTEND;TZID=Europe/Oslo:${osloLocal(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
