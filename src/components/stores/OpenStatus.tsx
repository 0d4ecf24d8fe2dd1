import { styled } from 'styled-components';
import { useTranslate } from '../../i18n/context';
import { formatDayNb, osloWallClock } from '../../shop/osloTime';
import { openState, openStatusMessage } from '../../shop/stores/openingHours';
import type { Store } from '../../shop/schemas/stores';
import { withBookingTexts } from '../booking/bookingTexts';

/** Props of {@link OpenStatus}. */
export interface OpenStatusProps {
  /** The store (its hours, deviations and lunch closure). */
  store: Pick<Store, 'openingHours' | 'deviatingHours' | 'lunchClosure'>;
  /** The backend's now; nothing renders without it. */
  now: Date | null;
}

const Status = styled.span<{ $open: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[0.5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ $open, theme }) => ($open ? theme.colors.success : theme.colors.textMuted)};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;

function OpenStatusView({ store, now }: OpenStatusProps) {
  const t = useTranslate();
  if (!now) return null;
  const message = openStatusMessage(openState(store, now), osloWallClock(now).date, (date) =>
    formatDayNb(date, 'EEEE'),
  );
  return <Status $open={message.open}>{t(message.key, message.values)}</Status>;
}

/** "Open now, closes 19:00", "Closed for lunch", or "Closed, opens Monday 10:00" in Oslo time. */
export const OpenStatus = /* @__PURE__ */ withBookingTexts(OpenStatusView);
