import type { GiftCardBalance } from '../../shop/schemas/giftcard';
import { mockGiftCards } from '../fixtures/giftcards';
import { onBackendReset } from './core';
import { BackendError } from './errors';
import { fixtureDay } from './fixtureDates';
import { backendToday } from './time';

/** Gift card balances: looked up by number and PIN, drawn on at checkout. */

let balances = new Map<string, number>();
function load(): void {
  balances = new Map(mockGiftCards.map((card) => [card.number, card.balance]));
}
load();
onBackendReset(load);

function findCard(number: string, pin: string) {
  const digits = number.replace(/\s/g, '');
  const card = mockGiftCards.find((candidate) => candidate.number === digits);
  // A wrong PIN answers exactly like an unknown card, so numbers cannot be probed.
  if (!card || card.pin !== pin)
    throw new BackendError(404, 'GiftCardNotFound', 'No gift card matches this number and PIN');
  return card;
}

/** The balance of a gift card; 404 `GiftCardNotFound` for an unknown number or a wrong PIN. */
export function getGiftCardBalance(number: string, pin: string): GiftCardBalance {
  const card = findCard(number, pin);
  const balance = balances.get(card.number) ?? 0;
  // Dated from the day the backend started: a card that expires in four months still does.
  const expiresOn = fixtureDay(card.expiresOn);
  const expired = expiresOn < backendToday();
  return {
    numberMasked: `**** **** **** ${card.number.slice(-4)}`,
    balance,
    currency: 'NOK',
    expiresOn,
    status: expired ? 'expired' : balance <= 0 ? 'used' : 'active',
  };
}

/**
 * Draws an amount from a gift card. Returns false (and draws nothing) when the card is expired or
 * its balance is too low.
 */
export function drawGiftCard(number: string, pin: string, amount: number): boolean {
  const status = getGiftCardBalance(number, pin);
  if (status.status !== 'active' || status.balance < amount) return false;
  const card = findCard(number, pin);
  balances.set(card.number, Math.round((status.balance - amount) * 100) / 100);
  return true;
}
