import { expect, userEvent, within } from 'storybook/test';
import { untilState } from '../../../test-support/untilState';

/** Tabs forward until `element` has focus (at most `limit` presses). */
export async function tabTo(element: HTMLElement, limit = 60) {
  for (let press = 0; press < limit && element.ownerDocument.activeElement !== element; press += 1) {
    await userEvent.tab();
  }
  await expect(element).toHaveFocus();
}

/** Tabs to the field labelled `label` and types `value`. */
export async function typeInto(canvasElement: HTMLElement, label: RegExp, value: string) {
  const field = await untilState('within(canvasElement).getByLabelText(label, {})', () =>
    within(canvasElement).getByLabelText(label, {}),
  );
  await tabTo(field);
  await userEvent.keyboard(value);
}

/** The phone viewport (375 px). */
export const phone = { viewport: { value: 'mobile', isRotated: false } };

/** An agreement of Fjordbygg AS awaiting its signing party, as the backend answers it. */
export const awaitingAgreement = {
  agreementId: 'AG-801',
  organisationNumber: '987-654-321',
  company: 'Fjordbygg AS',
  status: 'awaitingSignature' as const,
  signingParty: { name: 'Siri Bygg', email: 'siri.bygg@fjordbygg.no' },
  pdfUrl: '/api/b2b/agreement/AG-801/pdf',
  createdAt: '2026-11-17T09:30:00+01:00',
  signedAt: null as string | null,
};

/** The same agreement, signed. */
export const signedAgreement = {
  ...awaitingAgreement,
  status: 'signed' as const,
  signedAt: '2026-11-17T10:05:00+01:00',
};
