import { orderLineName, orderTotals } from '../../shop/account/orders';
import { formatPrice } from '../../shop/format';
import { formatMomentNb } from '../../shop/osloTime';
import { bookingDetailsHref, buildPath } from '../../shop/routes';
import type { Booking } from '../../shop/schemas/bookings';
import type { Order } from '../../shop/schemas/orders';
import type { Store } from '../../shop/schemas/stores';
import type { MockMessage } from './mailbox';

/**
 * The confirmations the fake backend e-mails: the order confirmation after a purchase and the booking
 * confirmation after a booking, in Norwegian as the shop's own mails are. The order's sums come from
 * the same rule as the confirmation page (`orderTotals`), so the mail adds up like the page, to the øre.
 */

/** A message before it is sent. */
export type UnsentMessage = Omit<MockMessage, 'sentAt'>;

/**
 * The order confirmation: the order number, each line, the discounts, shipping and total as the
 * confirmation page lists them, and where to follow the order (the account's order page for a
 * customer, the confirmation page for a guest).
 */
export function orderConfirmationMessage(order: Order, to: string, firstName?: string): UnsentMessage {
  const totals = orderTotals(order);
  const lines = order.lines.map(
    (line) => `${line.quantity} × ${orderLineName(line)}: ${formatPrice(line.totalPrice)}`,
  );
  const sums = [
    ...totals.discounts.map(
      (discount) => `Rabatt (${discount.code}): ${discount.description}: ${discount.amount}`,
    ),
    `Frakt: ${totals.shipping ?? 'Gratis'}`,
    ...(totals.adjustment ? [`Andre justeringer: ${totals.adjustment}`] : []),
    `Totalt: ${totals.total}`,
  ];
  const guest = order.customerNumber === 'guest';
  return {
    channel: 'email',
    to,
    subject: `Ordrebekreftelse ${order.orderNumber}`,
    body: [
      firstName ? `Hei ${firstName}! Takk for bestillingen.` : 'Takk for bestillingen.',
      `Ordrenummer: ${order.orderNumber}`,
      lines.join('\n'),
      sums.join('\n'),
      guest ? 'Se bestillingen her:' : 'Du kan følge ordren under Mine ordrer på Min side:',
    ].join('\n\n'),
    link: guest
      ? buildPath('orderConfirmation', { orderNumber: order.orderNumber })
      : buildPath('order', { orderId: order.orderNumber }),
    token: null,
  };
}

/** What a booking confirmation names: the exam (and its level) the booking is for. */
export interface BookedExam {
  name: string;
  level: string | null;
}

/**
 * The booking confirmation: what is booked, when, at which store and its address, the reference, the
 * free-cancellation rule, and the link to see, change or cancel it (with the booking's access token,
 * so a guest can open it and nobody who only guesses the booking's number can).
 */
export function bookingConfirmationMessage(
  booking: Booking,
  exam: BookedExam,
  store: Pick<Store, 'name' | 'address' | 'phone'>,
  accessToken: string,
  /** The booking was moved to this time (a rebooking): the mail says "Timen er flyttet". */
  moved = false,
): UnsentMessage {
  const requested = booking.status === 'requested';
  const { street, zipCode, city } = store.address;
  const what = exam.level && exam.level !== exam.name ? `${exam.name}: ${exam.level}` : exam.name;
  return {
    channel: 'email',
    to: booking.customer.email,
    subject: requested
      ? `Forespørsel om time ${booking.reference}`
      : moved
        ? `Timen er flyttet ${booking.reference}`
        : `Bekreftelse på timebestilling ${booking.reference}`,
    body: [
      requested
        ? `Hei ${booking.customer.firstName}! Vi har sendt forespørselen din til butikken. Butikken bekrefter tiden.`
        : moved
          ? `Hei ${booking.customer.firstName}! Timen din er flyttet. Den gamle tiden gjelder ikke lenger.`
          : `Hei ${booking.customer.firstName}! Timen din er bestilt.`,
      [
        `Hva: ${what}`,
        `Når: ${formatMomentNb(booking.start)}`,
        `Hvor: ${store.name}, ${street}, ${zipCode} ${city}`,
        `Telefon til butikken: ${store.phone}`,
        `Referanse: ${booking.reference}`,
      ].join('\n'),
      `Avbestilling er gratis til ${formatMomentNb(booking.freeCancellationUntil)}, senere koster det ${formatPrice(booking.cancellationFee)}.`,
      'Se, endre eller avbestill timen her (lenken er bare for deg):',
    ].join('\n\n'),
    link: bookingDetailsHref(booking.id, accessToken),
    token: accessToken,
  };
}

/**
 * The cancellation: which booking, the time that is now free, and the fee when it was cancelled
 * later than the free-cancellation deadline (nothing to pay otherwise).
 */
export function bookingCancellationMessage(booking: Booking, fee: number): UnsentMessage {
  return {
    channel: 'email',
    to: booking.customer.email,
    subject: `Timen er avbestilt ${booking.reference}`,
    body: [
      `Hei ${booking.customer.firstName}! Timen din er avbestilt.`,
      [`Var: ${booking.storeName}, ${formatMomentNb(booking.start)}`, `Referanse: ${booking.reference}`].join(
        '\n',
      ),
      fee > 0
        ? `Avbestillingen kom mindre enn 24 timer før timen, så den koster ${formatPrice(fee)}.`
        : 'Avbestillingen er gratis.',
      'Du kan bestille en ny time her:',
    ].join('\n\n'),
    link: buildPath('bookExam'),
    token: null,
  };
}
