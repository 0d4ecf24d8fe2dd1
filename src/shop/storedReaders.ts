import {
  paymentRequestSchema,
  staffCustomerHitSchema,
  type PaymentRequest,
  type StaffCustomerHit,
} from './schemas/staff';
import { glassesSubscriptionSchema, type GlassesSubscription } from './schemas/subscriptions';

/**
 * The zod checks of what the tab's session storage hands back, parsed like an API answer (storage is
 * data from outside). A module of its own that `import()` loads only when something is stored, so the
 * views that read storage (the staff tools, the winback confirmation) do not bring zod into the
 * library's first load; by then the shop client's answer readers usually have zod cached.
 */

/**
 * A stored staff resume point (the shape of `shop/staff` `StaffResume`, spelt out here so this module
 * imports nothing that loads it), or `null` when it is not one (a request must be the customer's).
 */
export function parseStaffResume(
  raw: unknown,
): { customer: StaffCustomerHit; request: PaymentRequest | null } | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { customer, request } = raw as { customer?: unknown; request?: unknown };
  const hit = staffCustomerHitSchema.safeParse(customer);
  if (!hit.success) return null;
  if (request === null || request === undefined) return { customer: hit.data, request: null };
  const sent = paymentRequestSchema.safeParse(request);
  if (!sent.success || sent.data.customerNumber !== hit.data.customerNumber) return null;
  return { customer: hit.data, request: sent.data };
}

/** A stored accepted winback's subscription, or `null` when it does not parse. */
export function parseWinbackReceipt(raw: unknown): GlassesSubscription | null {
  const parsed = glassesSubscriptionSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
