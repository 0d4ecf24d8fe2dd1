import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './saveFile';

describe('saveFile', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clicks a download link to the file under its name, then releases the file', () => {
    vi.useFakeTimers();
    const create = vi.fn(() => 'blob:label');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    saveFile(pdf, 'returetikett-R-9001.pdf');
    expect(create).toHaveBeenCalledWith(pdf);
    expect(clicked).toEqual([{ href: 'blob:label', download: 'returetikett-R-9001.pdf' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:label');
  });
});
