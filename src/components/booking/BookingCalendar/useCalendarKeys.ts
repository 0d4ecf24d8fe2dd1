import { addDays, addMonths, endOfWeek, startOfWeek } from 'date-fns';
import { calendarDay, isoDay } from '../../../shop/osloTime';

/** The day the calendar's roving focus moves to for a key, or `null` for a key it does not handle. */
export function calendarKeyTarget(key: string, date: string): string | null {
  const day = calendarDay(date);
  switch (key) {
    case 'ArrowLeft':
      return isoDay(addDays(day, -1));
    case 'ArrowRight':
      return isoDay(addDays(day, 1));
    case 'ArrowUp':
      return isoDay(addDays(day, -7));
    case 'ArrowDown':
      return isoDay(addDays(day, 7));
    case 'Home':
      return isoDay(startOfWeek(day, { weekStartsOn: 1 }));
    case 'End':
      return isoDay(endOfWeek(day, { weekStartsOn: 1 }));
    case 'PageUp':
      return isoDay(addMonths(day, -1));
    case 'PageDown':
      return isoDay(addMonths(day, 1));
    default:
      return null;
  }
}
