import type { HttpHandler } from 'msw';
import {
  auditoryBookingPayloadSchema,
  createBookingPayloadSchema,
  eyeHealthDayPayloadSchema,
  rebookPayloadSchema,
} from '../../../shop/schemas/bookings';
import { rejectRequisitionPayloadSchema } from '../../../shop/schemas/requisitions';
import { mockAgeGroups, mockExamTypes } from '../../fixtures/bookings';
import type { MockHosts } from '../../backend/core';
import {
  cancelBooking,
  createAuditoryBooking,
  createBooking,
  decideRequisition,
  freeSlots,
  getBooking,
  getRequisition,
  rebook,
  requestEyeHealthDay,
} from '../../backend/bookings';
import { BackendError, invalid } from '../../backend/errors';
import { requireAccount, type Session } from '../../backend/sessions';
import { ok, shopGet, shopPost } from './http';
import { noBody } from './site';

function requireManager(session: Session): void {
  if (requireAccount(session).customer.role !== 'manager') {
    throw new BackendError(403, 'NotManager', 'Only a manager can decide requisitions');
  }
}

/** Booking: exam types, age groups, free slots, book, read, rebook, cancel, auditory, requisitions, eye-health day. */
export function createBookingHandlers(hosts: MockHosts): HttpHandler[] {
  return [
    shopGet(hosts, '/api/booking/exam-types', () => ok(structuredClone(mockExamTypes))),
    shopGet(hosts, '/api/booking/age-groups', () => ok(structuredClone(mockAgeGroups))),
    shopGet(hosts, '/api/booking/slots', ({ url }) => {
      const storeId = url.searchParams.get('storeId');
      const date = url.searchParams.get('date');
      const fields = [
        ...(storeId ? [] : [{ path: 'storeId', message: 'Required' }]),
        ...(date && /^\d{4}-\d{2}-\d{2}$/.test(date)
          ? []
          : [{ path: 'date', message: 'Required as YYYY-MM-DD' }]),
      ];
      if (!storeId || !date || fields.length > 0) throw invalid('storeId and date are required', fields);
      return ok(freeSlots(storeId, date, url.searchParams.get('examTypeId') ?? undefined));
    }),
    shopPost(hosts, '/api/booking', createBookingPayloadSchema, ({ body }) => ok(createBooking(body), 201)),
    shopPost(hosts, '/api/booking/auditory', auditoryBookingPayloadSchema, ({ body }) =>
      ok(createAuditoryBooking(body), 201),
    ),
    shopGet(hosts, '/api/booking/:id', ({ param }) => ok(getBooking(param('id')))),
    shopPost(hosts, '/api/booking/:id/rebook', rebookPayloadSchema, ({ param, body }) =>
      ok(rebook(param('id'), body)),
    ),
    shopPost(hosts, '/api/booking/:id/cancel', noBody, ({ param }) => ok(cancelBooking(param('id')))),

    shopGet(hosts, '/api/requisitions/:id', ({ param }) => ok(getRequisition(param('id')))),
    shopPost(hosts, '/api/requisitions/:id/approve', noBody, ({ session, param }) => {
      requireManager(session);
      return ok(decideRequisition(param('id'), 'approved'));
    }),
    shopPost(
      hosts,
      '/api/requisitions/:id/reject',
      rejectRequisitionPayloadSchema,
      ({ session, param, body }) => {
        requireManager(session);
        return ok(decideRequisition(param('id'), 'rejected', body.reason));
      },
    ),

    shopPost(hosts, '/api/b2b/eye-health-day', eyeHealthDayPayloadSchema, ({ body }) =>
      ok(requestEyeHealthDay(body), 201),
    ),
  ];
}
