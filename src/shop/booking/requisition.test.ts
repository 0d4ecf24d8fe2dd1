import { describe, expect, it } from 'vitest';
import { rejectionReason, requisitionProblemOf } from './requisition';

describe('requisitionProblemOf', () => {
  it.each([
    [401, 'login'],
    [403, 'notManager'],
    [404, 'notFound'],
    [409, 'alreadyDecided'],
    [500, 'failed'],
    [503, 'failed'],
    [undefined, 'failed'],
  ] as const)('status %s is %s', (status, problem) => {
    expect(requisitionProblemOf(status)).toBe(problem);
  });
});

describe('rejectionReason', () => {
  it('sends what the manager typed, trimmed', () => {
    expect(rejectionReason('  Ikke dekket av avtalen \n')).toBe('Ikke dekket av avtalen');
  });

  it('leaves an empty or blank reason out', () => {
    expect(rejectionReason('')).toBeUndefined();
    expect(rejectionReason('   ')).toBeUndefined();
    expect(rejectionReason(undefined)).toBeUndefined();
  });
});
