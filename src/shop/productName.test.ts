import { describe, expect, it } from 'vitest';
import { brandApart, nameWithBrand } from './productName';

describe('nameWithBrand', () => {
  it.each([
    ['Ray-Ban', 'Clubmaster Optics RX5154', 'Ray-Ban Clubmaster Optics RX5154'],
    ['Biofinity', 'Biofinity', 'Biofinity'],
    ['Ray-Ban', 'Ray-Ban Clubmaster', 'Ray-Ban Clubmaster'],
    ['Thea', 'Thea Thealoz Duo', 'Thea Thealoz Duo'],
    ['ray-ban', 'Ray-Ban Clubmaster', 'Ray-Ban Clubmaster'],
    ['Glimt', 'Glimtrende', 'Glimt Glimtrende'],
    ['', 'Oasys 1-Day', 'Oasys 1-Day'],
    [null, 'Oasys 1-Day', 'Oasys 1-Day'],
    ['  Acuvue ', ' Oasys 1-Day ', 'Acuvue Oasys 1-Day'],
  ])('%j and %j read %j', (brand, name, expected) => {
    expect(nameWithBrand(brand, name)).toBe(expected);
  });
});

describe('brandApart', () => {
  it.each([
    ['Biofinity', 'Biofinity', null],
    ['Ray-Ban', 'Ray-Ban Clubmaster', null],
    ['ray-ban', 'Ray-Ban Clubmaster', null],
    ['Ray-Ban', 'Clubmaster', 'Ray-Ban'],
    ['Glimt', 'Glimtrende', 'Glimt'],
    ['', 'Oasys 1-Day', null],
    [null, 'Oasys 1-Day', null],
    [' Acuvue ', 'Oasys 1-Day', 'Acuvue'],
  ])('%j over %j shows %j', (brand, name, expected) => {
    expect(brandApart(brand, name)).toBe(expected);
    // What is shown reads as the name with its brand once.
    expect([expected, name.trim()].filter(Boolean).join(' ')).toBe(nameWithBrand(brand, name));
  });
});
