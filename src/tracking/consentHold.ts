/**
 * Behaviour tracking that waits for consent (issue 34): before the visitor has answered the banner
 * the tracker's events are held in memory, up to a bound; the answer then sends them (the level is
 * granted) or drops them (it is not). Nothing here touches storage: the tracker writes the visitor
 * id only once sending is allowed. Plain TypeScript, no timers.
 */
import type { ConsentLevel, ConsentStore } from '../consent/consent';

/** Events held at most while the visitor has not answered; later ones are dropped (and counted). */
export const HELD_EVENTS_LIMIT = 100;

/** What the tracker does with an event now: send it, hold it until the answer, or drop it. */
export type TrackingPermission = 'send' | 'hold' | 'drop';

/**
 * What consent allows the tracker now. Without a consent store the host has taken consent on
 * itself, and events are sent (the tracker's behaviour before it knew consent); with one, a granted
 * `level` sends, an unanswered banner holds, and an answer without the level drops.
 */
export function trackingPermission(
  consent: ConsentStore | undefined,
  level: ConsentLevel,
): TrackingPermission {
  if (!consent || consent.has(level)) return 'send';
  return consent.decided?.() === false ? 'hold' : 'drop';
}

/** Where the held events stand, for a debug panel or a story. */
export interface HeldEventsState {
  /** Events held now, waiting for the answer. */
  held: number;
  /** Held events sent once the level was granted. */
  released: number;
  /** Events dropped: refused by the answer, or past the bound while waiting. */
  dropped: number;
}

/** The events held while the visitor has not answered; see {@link createEventHold}. */
export interface EventHold<E> {
  /** Holds an event; `false` when the bound is reached and it was dropped instead. */
  hold(event: E): boolean;
  /** Takes every held event, oldest first, counting them as released. */
  release(): E[];
  /** Forgets every held event, counting them as dropped; returns how many. */
  drop(): number;
  /** Counts an event dropped without being held (the answer refused its level). */
  dropOne(): void;
  /** The counts now. */
  state(): HeldEventsState;
}

/**
 * A bounded hold of events. The first `limit` are kept: a session's first page view and clicks say
 * more about it than the hundredth card scrolled past.
 */
export function createEventHold<E>(limit: number = HELD_EVENTS_LIMIT): EventHold<E> {
  let events: E[] = [];
  let released = 0;
  let dropped = 0;
  return {
    hold(event) {
      if (events.length >= limit) {
        dropped += 1;
        return false;
      }
      events.push(event);
      return true;
    },
    release() {
      const taken = events;
      events = [];
      released += taken.length;
      return taken;
    },
    drop() {
      const count = events.length;
      events = [];
      dropped += count;
      return count;
    },
    dropOne() {
      dropped += 1;
    },
    state: () => ({ held: events.length, released, dropped }),
  };
}
