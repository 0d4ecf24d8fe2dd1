import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STAFF_RESUME_KEY } from '../../../shop/staff/staffTools';
import { useStaffTools } from './useStaffTools';

const kari = {
  customerNumber: '100001',
  name: 'Kari Nordmann',
  email: 'kari.nordmann@example.no',
  mobile: '+4791234567',
  city: 'Oslo',
  birthDate: null,
};

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/** Lets the stored-data reader load and the read queued behind it settle. */
async function readerSettled() {
  await act(async () => {
    await import('../../../shop/storedReaders');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('useStaffTools: back in the tools', () => {
  it('starts at the search and returns to the customer kept for the tab', async () => {
    sessionStorage.setItem(STAFF_RESUME_KEY, JSON.stringify({ customer: kari, request: null }));
    const { result } = renderHook(() => useStaffTools());
    expect(result.current.step.name).toBe('search');
    await readerSettled();
    expect(result.current.step).toEqual({ name: 'customer', customer: kari, created: false });
  });

  it('keeps a step the store user chose before the kept one was read', async () => {
    sessionStorage.setItem(STAFF_RESUME_KEY, JSON.stringify({ customer: kari, request: null }));
    const { result } = renderHook(() => useStaffTools());
    act(() => result.current.toCreate());
    await readerSettled();
    expect(result.current.step).toEqual({ name: 'create' });
    // Choosing a step also replaced what was kept: a later visit starts there, not at Kari.
    expect(sessionStorage.getItem(STAFF_RESUME_KEY)).toBeNull();
  });

  it('starts at the search when what is kept is not a resume point', async () => {
    sessionStorage.setItem(STAFF_RESUME_KEY, JSON.stringify({ customer: { name: 'Kari' } }));
    const { result } = renderHook(() => useStaffTools());
    await readerSettled();
    expect(result.current.step).toEqual({ name: 'search' });
  });
});
