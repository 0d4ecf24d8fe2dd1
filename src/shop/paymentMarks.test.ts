import { describe, expect, it } from 'vitest';
import { PAYMENT_ICON_NAMES, paymentIconsFor } from './paymentMarks';

describe('paymentIconsFor', () => {
  it('hides American Express for Norwegian and Danish', () => {
    expect(paymentIconsFor('nb')).toEqual(['klarna', 'visa', 'mastercard']);
    expect(paymentIconsFor('da')).toEqual(['klarna', 'visa', 'mastercard']);
    expect(paymentIconsFor('nb-NO')).toEqual(['klarna', 'visa', 'mastercard']);
    expect(paymentIconsFor(' DA_dk ')).toEqual(['klarna', 'visa', 'mastercard']);
  });

  it('shows it for other locales', () => {
    expect(paymentIconsFor('sv')).toEqual(['klarna', 'visa', 'mastercard', 'amex']);
    expect(paymentIconsFor('fi-FI')).toEqual(['klarna', 'visa', 'mastercard', 'amex']);
    expect(paymentIconsFor('nn')).toContain('amex');
  });

  it('names every mark', () => {
    expect(PAYMENT_ICON_NAMES).toEqual({
      klarna: 'Klarna',
      visa: 'Visa',
      mastercard: 'Mastercard',
      amex: 'American Express',
    });
  });
});
