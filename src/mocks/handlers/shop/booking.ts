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
  getRequisition,
  rebook,
  requestEyeHealthDay,
} from '../../backend/bookings';
import {
  AVAILABILITY_MAX_DAYS,
  availability,
  backendTime,
  myBookings,
  requireBookableLocation,
  requireBookingAccess,
} from '../../backend/bookingAccess';
import { BackendError, invalid } from '../../backend/errors';
import { backendToday } from '../../backend/time';
import { requireAccount, type Session } from '../../backend/sessions';
import { ok, shopGet, shopPost } from './http';
import { noBody } from './site';

/**
 * Only the manager of the requisition's company may read or decide it: a guest is 401, anyone else
 * (another customer, a manager of another company) 403, so a guessed id tells nobody about an employee.
 */
function requireManagerOf(session: Session | undefined, requisitionId: string): void {
  const { customer } = requireAccount(session);
  const requisition = getRequisition(requisitionId);
  if (customer.role !== 'manager' || customer.organisationNumber !== requisition.organisationNumber) {
    throw new BackendError(403, 'NotManager', 'Only the manager of the company can decide requisitions');
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
      requireBookableLocation(storeId);
      return ok(freeSlots(storeId, date, url.searchParams.get('examTypeId') ?? undefined));
    }),
    shopGet(hosts, '/api/booking/availability', ({ url }) => {
      const storeId = url.searchParams.get('storeId');
      const from = url.searchParams.get('from') ?? backendToday();
      const days = Number(url.searchParams.get('days') ?? '28');
      if (!storeId) throw invalid('storeId is required', [{ path: 'storeId', message: 'Required' }]);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(from))
        throw invalid('from must be YYYY-MM-DD', [{ path: 'from', message: 'Invalid date' }]);
      if (!Number.isInteger(days) || days < 1 || days > AVAILABILITY_MAX_DAYS)
        throw invalid(`days must be 1 to ${AVAILABILITY_MAX_DAYS}`, [
          { path: 'days', message: 'Out of range' },
        ]);
      return ok(availability(storeId, from, days, url.searchParams.get('examTypeId') ?? undefined));
    }),
    shopGet(hosts, '/api/booking/mine', ({ session }) => ok(myBookings(session))),
    shopGet(hosts, '/api/site/time', () => ok(backendTime())),
    shopPost(hosts, '/api/booking', createBookingPayloadSchema, ({ body }) => {
      requireBookableLocation(body.storeId);
      return ok(createBooking(body), 201);
    }),
    shopPost(hosts, '/api/booking/auditory', auditoryBookingPayloadSchema, ({ body }) => {
      requireBookableLocation(body.storeId);
      return ok(createAuditoryBooking(body), 201);
    }),
    // A guest's calls carry the booking's access token (`?accessToken=`); see requireBookingAccess.
    shopGet(hosts, '/api/booking/:id', ({ session, param, url }) =>
      ok(requireBookingAccess(session, param('id'), url.searchParams.get('accessToken'))),
    ),
    shopPost(hosts, '/api/booking/:id/rebook', rebookPayloadSchema, ({ session, param, body, url }) => {
      requireBookingAccess(session, param('id'), url.searchParams.get('accessToken'));
      if (body.storeId) requireBookableLocation(body.storeId);
      return ok(rebook(param('id'), body));
    }),
    shopPost(hosts, '/api/booking/:id/cancel', noBody, ({ session, param, url }) => {
      requireBookingAccess(session, param('id'), url.searchParams.get('accessToken'));
      return ok(cancelBooking(param('id')));
    }),

    shopGet(hosts, '/api/requisitions/:id', ({ session, param }) => {
      requireManagerOf(session, param('id'));
      return ok(getRequisition(param('id')));
    }),
    shopPost(hosts, '/api/requisitions/:id/approve', noBody, ({ session, param }) => {
      requireManagerOf(session, param('id'));
      return ok(decideRequisition(param('id'), 'approved'));
    }),
    shopPost(
      hosts,
      '/api/requisitions/:id/reject',
      rejectRequisitionPayloadSchema,
      ({ session, param, body }) => {
        requireManagerOf(session, param('id'));
        return ok(decideRequisition(param('id'), 'rejected', body.reason));
      },
    ),

    shopPost(hosts, '/api/b2b/eye-health-day', eyeHealthDayPayloadSchema, ({ body }) =>
      ok(requestEyeHealthDay(body), 201),
    ),
  ];
}
