import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from '../../../i18n/context';
import {
  canShiftMonth,
  firstAvailableDay,
  monthGrid,
  shiftMonth,
  type DayAvailability,
} from '../../../shop/booking/availability';
import { formatDayNb } from '../../../shop/osloTime';
import { ChevronLeftIcon, ChevronRightIcon, IconButton } from '../../primitives';
import { Day, Grid, Header, Legend, Root } from './BookingCalendar.styles';
import { calendarKeyTarget } from './useCalendarKeys';
import { withBookingTexts } from '../bookingTexts';

/** Props of {@link BookingCalendar}. */
export interface BookingCalendarProps {
  /** The backend's today, `YYYY-MM-DD`: days before it are not offered. */
  today: string;
  /** Free times per day; days with none are disabled. */
  availability: DayAvailability;
  /** The chosen day, `YYYY-MM-DD`, or `''`. */
  value: string;
  /** Called with the day chosen (Enter, Space or a click on a free day). */
  onChange: (date: string) => void;
  /**
   * For a calendar that takes several days (the eye-health day's wished days): every chosen day,
   * each marked selected; the grid is then multi-selectable and `onChange` toggles a day.
   */
  selected?: readonly string[];
  /** The month shown first (any day of it). @default the chosen day's, else today's */
  initialMonth?: string;
  /** The id of the heading that names the calendar. */
  'aria-labelledby'?: string;
}

const WEEKDAY_DATES = [
  '2026-11-16',
  '2026-11-17',
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
  '2026-11-21',
  '2026-11-22',
];

function BookingCalendarView({
  today,
  availability,
  value,
  onChange,
  selected,
  initialMonth,
  ...aria
}: BookingCalendarProps) {
  const t = useTranslate();
  const start = value || initialMonth || firstAvailableDay(availability) || today;
  const [month, setMonth] = useState(() => shiftMonth(start, 0));
  const [focused, setFocused] = useState(start);
  const moved = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const weeks = monthGrid(month, today, availability);
  const inMonth = weeks.flat().filter((cell) => !cell.outside);
  const isChosen = (date: string) => date === value || (selected?.includes(date) ?? false);
  const tabStop = inMonth.some((cell) => cell.date === focused)
    ? focused
    : (inMonth.find((c) => c.available)?.date ?? inMonth[0]?.date);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  const go = (offset: number) => {
    if (!canShiftMonth(month, offset, today)) return;
    const next = shiftMonth(month, offset);
    setMonth(next);
    setFocused(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const target = calendarKeyTarget(event.key, date);
    if (!target) return;
    event.preventDefault();
    const targetMonth = shiftMonth(target, 0);
    if (targetMonth !== month) {
      if (!canShiftMonth(month, targetMonth > month ? 1 : -1, today)) return;
      setMonth(targetMonth);
    }
    moved.current = true;
    setFocused(target);
  };

  return (
    <Root>
      <Header>
        <IconButton
          aria-label={t('booking.time.previousMonth')}
          icon={<ChevronLeftIcon />}
          onPress={() => go(-1)}
          isDisabled={!canShiftMonth(month, -1, today)}
          variant="ghost"
        />
        <h3 aria-live="polite" id="booking-calendar-month">
          {formatDayNb(month, 'MMMM yyyy')}
        </h3>
        <IconButton
          aria-label={t('booking.time.nextMonth')}
          icon={<ChevronRightIcon />}
          onPress={() => go(1)}
          isDisabled={!canShiftMonth(month, 1, today)}
          variant="ghost"
        />
      </Header>
      <Grid
        ref={gridRef}
        role="grid"
        aria-multiselectable={selected ? true : undefined}
        aria-labelledby={aria['aria-labelledby'] ?? 'booking-calendar-month'}
      >
        <thead>
          <tr>
            {WEEKDAY_DATES.map((date) => (
              <th key={date} scope="col" abbr={formatDayNb(date, 'EEEE')}>
                {formatDayNb(date, 'EEEEEE')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map((cell) =>
                cell.outside ? (
                  <td key={cell.date} role="gridcell" />
                ) : (
                  <td key={cell.date} role="gridcell" aria-selected={isChosen(cell.date)}>
                    <Day
                      type="button"
                      data-date={cell.date}
                      data-free={(!selected && cell.available) || undefined}
                      tabIndex={cell.date === tabStop ? 0 : -1}
                      aria-disabled={!cell.available || undefined}
                      aria-label={`${formatDayNb(cell.date, 'EEEE d. MMMM')}, ${t(cell.available ? 'booking.time.available' : 'booking.time.unavailable')}`}
                      $selected={isChosen(cell.date)}
                      $available={cell.available}
                      onFocus={() => setFocused(cell.date)}
                      onKeyDown={(event) => onKeyDown(event, cell.date)}
                      onClick={() => cell.available && onChange(cell.date)}
                    >
                      {cell.day}
                    </Day>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Grid>
      {selected ? null : <Legend>{t('booking.time.legendAvailable')}</Legend>}
    </Root>
  );
}

/**
 * A month calendar in Norwegian (date-fns `nb`), Monday first. One day is in the tab order (roving
 * focus): arrows move by day and week, Home/End to the week's ends, Page Up/Down by month. A day
 * with free times is marked with a dot and named "…, ledige timer"; a day without stays focusable,
 * is named "…, ingen ledige timer" and cannot be chosen.
 */
export const BookingCalendar = /* @__PURE__ */ withBookingTexts(BookingCalendarView);
