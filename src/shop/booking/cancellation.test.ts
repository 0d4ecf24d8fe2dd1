import { describe, expect, it } from 'vitest';
import { cancellationTerms } from './cancellation';

const booking = { status: 'confirmed' as const, start: '2026-11-24T10:00:00+01:00' };

describe('cancellationTerms', () => {
  it.each([
    ['two days ahead', '2026-11-22T10:00:00+01:00', 0],
    ['exactly 24 hours ahead', '2026-11-23T10:00:00+01:00', 0],
    ['23 h 59 ahead', '2026-11-23T10:01:00+01:00', 495],
    ['an hour ahead', '2026-11-24T09:00:00+01:00', 495],
  ])('%s costs %i kr', (_label, now, fee) => {
    expect(cancellationTerms(booking, new Date(now))).toMatchObject({
      cancellable: true,
      fee,
      free: fee === 0,
    });
  });

  it('uses the backend deadline and fee when given', () => {
    const terms = cancellationTerms(
      { ...booking, freeCancellationUntil: '2026-11-23T12:00:00+01:00', cancellationFee: 300 },
      new Date('2026-11-23T12:30:00+01:00'),
    );
    expect(terms).toMatchObject({ cancellable: true, fee: 300 });
  });

  it('cannot cancel a cancelled or past booking', () => {
    expect(cancellationTerms({ ...booking, status: 'cancelled' }, new Date('2026-11-20T10:00:00Z'))).toEqual({
      cancellable: false,
      reason: 'cancelled',
    });
    expect(cancellationTerms(booking, new Date('2026-11-24T10:00:00+01:00'))).toEqual({
      cancellable: false,
      reason: 'past',
    });
  });
});
