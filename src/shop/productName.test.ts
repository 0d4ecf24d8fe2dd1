import { describe, expect, it } from 'vitest';
import { nameWithBrand } from './productName';

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
