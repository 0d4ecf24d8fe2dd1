// The visitor id under the shop's consent (issue #34): no `_dep_id` read or written before the level
// allows it, the stored id from the moment it does.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConsentStore } from '../../../consent/consent';
import { VISITOR_ID_PATTERN } from '../../../tracking/identity';
import { WidgetProvider, useWidget, type WidgetContextValue } from '.';
import { VISITOR, configured, memoryStorage, quietEnv } from './test-helpers';

let captured: WidgetContextValue | null = null;

afterEach(() => {
  cleanup();
  captured = null;
});

function Capture() {
  captured = useWidget();
  return null;
}

/** A provider under `consent` over a storage and a cookie jar that record every use. */
function renderUnderConsent(consent: ReturnType<typeof createConsentStore>, stored?: string) {
  const storage = memoryStorage(stored ? { _dep_id: stored } : {});
  const touched = vi.fn();
  const { env } = quietEnv({
    storage: () => {
      touched('storage');
      return storage;
    },
    cookie: { get: () => (touched('cookie read'), ''), set: () => touched('cookie write') },
  });
  const fetch = vi.fn(async (_input: string, _init?: RequestInit) =>
    Response.json({ suggestions_request_id: 'r1', suggestions: [] }),
  );
  render(
    <WidgetProvider {...configured()} env={env} fetch={fetch} consent={consent}>
      <Capture />
    </WidgetProvider>,
  );
  /** Makes one request; the dsid it carried. */
  const sentDsid = async () => {
    await captured?.client.suggestions('ray');
    return new URL(String(fetch.mock.calls.at(-1)?.[0])).searchParams.get('dsid');
  };
  return { storage, touched, sentDsid };
}

describe('WidgetProvider under consent', () => {
  it('before the visitor answers, sends an id held in memory and neither reads nor writes _dep_id', async () => {
    const consent = createConsentStore(undefined, { decided: false });
    const { storage, touched, sentDsid } = renderUnderConsent(consent, VISITOR);
    const dsid = await sentDsid();
    expect(dsid).toMatch(VISITOR_ID_PATTERN);
    // Not the stored one: reading it would already be a use of the visitor's device.
    expect(dsid).not.toBe(VISITOR);
    expect(touched).not.toHaveBeenCalled();
    expect(storage.data.get('_dep_id')).toBe(VISITOR);
  });

  it('stores the id when the level is granted, and the next request carries it', async () => {
    const consent = createConsentStore(undefined, { decided: false });
    const { storage, sentDsid } = renderUnderConsent(consent);
    const before = await sentDsid();
    const client = captured?.client;
    expect(storage.data.has('_dep_id')).toBe(false);
    act(() => consent.set({ preferences: true }));
    // The same client, so a listing keeps its loaded pages; its next request carries the new id.
    expect(captured?.client).toBe(client);
    const after = await sentDsid();
    expect(storage.data.get('_dep_id')).toMatch(VISITOR_ID_PATTERN);
    expect(after).toBe(storage.data.get('_dep_id'));
    expect(after).not.toBe(before);
  });

  it('stores nothing for a visitor who refused the level, and uses the stored id of one who granted it', async () => {
    const refused = renderUnderConsent(createConsentStore({ preferences: false }));
    await refused.sentDsid();
    expect(refused.storage.data.has('_dep_id')).toBe(false);
    cleanup();
    const granted = renderUnderConsent(createConsentStore({ preferences: true }), VISITOR);
    expect(await granted.sentDsid()).toBe(VISITOR);
  });

  it('follows the level the host names', async () => {
    const consent = createConsentStore({ preferences: true, marketing: false });
    const storage = memoryStorage();
    const { env } = quietEnv({ storage: () => storage });
    render(
      <WidgetProvider {...configured()} env={env} consent={consent} consentLevel="marketing">
        <Capture />
      </WidgetProvider>,
    );
    expect(storage.data.has('_dep_id')).toBe(false);
    act(() => consent.set({ marketing: true }));
    expect(storage.data.get('_dep_id')).toMatch(VISITOR_ID_PATTERN);
  });
});
