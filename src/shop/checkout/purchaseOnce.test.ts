import { describe, expect, it } from 'vitest';
import { createSafeStorage } from '../../utils/safeStorage';
import { REMEMBERED_PURCHASES, claimPurchaseReport } from './purchaseOnce';

function memoryStorage() {
  const map = new Map<string, string>();
  return createSafeStorage(() => ({
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }));
}

describe('claimPurchaseReport', () => {
  it('reports an order once, also when the confirmation is opened again', () => {
    const storage = memoryStorage();
    expect(claimPurchaseReport(storage, '100301')).toBe(true);
    expect(claimPurchaseReport(storage, '100301')).toBe(false);
    expect(claimPurchaseReport(storage, '100302')).toBe(true);
  });

  it('remembers the newest orders only', () => {
    const storage = memoryStorage();
    for (let order = 0; order <= REMEMBERED_PURCHASES; order += 1) claimPurchaseReport(storage, `A-${order}`);
    expect(claimPurchaseReport(storage, `A-${REMEMBERED_PURCHASES}`)).toBe(false);
    expect(claimPurchaseReport(storage, 'A-0')).toBe(true);
  });

  it('reports when the storage does not work', () => {
    const blocked = createSafeStorage(() => {
      throw new Error('blocked');
    });
    expect(claimPurchaseReport(blocked, '100301')).toBe(true);
    expect(claimPurchaseReport(blocked, '100301')).toBe(true);
  });
});
