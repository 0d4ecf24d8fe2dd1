import { describe, expect, it, vi } from 'vitest';
import { LEAD_PICTURES, createLeadPictureGate } from './leadPictures';

describe('createLeadPictureGate', () => {
  it('lets the first cards load and holds the rest until each lead picture has settled', () => {
    const onOpen = vi.fn();
    const gate = createLeadPictureGate(48, onOpen);
    expect(LEAD_PICTURES).toBe(4);
    expect([0, 1, 2, 3, 4, 47].map((index) => gate.mayLoad(index))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    gate.settle(0);
    gate.settle(2);
    gate.settle(2); // the same picture twice counts once
    gate.settle(3);
    expect(gate.isOpen).toBe(false);
    expect(gate.mayLoad(4)).toBe(false);
    gate.settle(1);
    expect(gate.isOpen).toBe(true);
    expect(gate.mayLoad(47)).toBe(true);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('does not count pictures outside the lead', () => {
    const gate = createLeadPictureGate(10);
    for (const index of [4, 5, 6, 7, -1, 1.5]) gate.settle(index);
    expect(gate.isOpen).toBe(false);
  });

  it('waits only for the cards there are, and is open at once for none', () => {
    const two = createLeadPictureGate(2);
    two.settle(1);
    expect(two.isOpen).toBe(false);
    two.settle(0);
    expect(two.isOpen).toBe(true);
    expect(createLeadPictureGate(0).isOpen).toBe(true);
  });

  it('opens when told (the wait ran out), once', () => {
    const onOpen = vi.fn();
    const gate = createLeadPictureGate(48, onOpen);
    gate.open();
    gate.open();
    gate.settle(0);
    expect(gate.mayLoad(30)).toBe(true);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
