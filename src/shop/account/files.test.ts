import { describe, expect, it } from 'vitest';
import { accountFileName } from './files';

describe('accountFileName', () => {
  it.each([
    ['faktura', '7004300017', 'faktura-7004300017.pdf'],
    ['returetikett', 'R-9001', 'returetikett-R-9001.pdf'],
    ['faktura', '../../etc/passwd', 'faktura-etcpasswd.pdf'],
    ['returetikett', 'R 9001/../x', 'returetikett-R9001x.pdf'],
    ['faktura', '', 'faktura.pdf'],
    ['faktura', '/\\..', 'faktura.pdf'],
    ['faktura', 'A'.repeat(60), `faktura-${'A'.repeat(40)}.pdf`],
  ])('%s with id %j is saved as %j', (prefix, id, name) => {
    expect(accountFileName(prefix, id)).toBe(name);
  });
});
