import { onBackendReset } from './core';
import { backendNowIso } from './time';

/**
 * Everything the fake backend "sends": verification and reset links, payment requests, agreement
 * signing links. Tests and stories read it instead of a real inbox (`getMockMailbox()`).
 */

/** One message the fake backend sent. */
export interface MockMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  /** The link in the message, if any (e.g. `/min-konto/registrere?token=...`). */
  link: string | null;
  /** The token in the link, if any. */
  token: string | null;
  sentAt: string;
}

let messages: MockMessage[] = [];
onBackendReset(() => {
  messages = [];
});

/** Records a sent message. */
export function sendMessage(message: Omit<MockMessage, 'sentAt'>): MockMessage {
  const sent = { ...message, sentAt: backendNowIso() };
  messages.push(sent);
  return sent;
}

/** Every message sent since the last reset, oldest first (optionally only those to `to`). */
export function getMockMailbox(to?: string): MockMessage[] {
  const all = messages.map((message) => ({ ...message }));
  return to === undefined ? all : all.filter((message) => message.to.toLowerCase() === to.toLowerCase());
}
