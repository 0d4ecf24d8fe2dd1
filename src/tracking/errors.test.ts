import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardReporter, reportError, setErrorReporter } from './errors';

afterEach(() => setErrorReporter(undefined));

describe('error reporting', () => {
  it('goes to console.error until the host installs a reporter', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportError(new Error('boom'));
    expect(spy).toHaveBeenCalledWith(new Error('boom'), '');
    spy.mockRestore();
  });

  it('goes to the installed reporter, with its context', () => {
    const reporter = vi.fn();
    setErrorReporter(reporter);
    reportError(new Error('boom'), { where: 'transport' });
    expect(reporter).toHaveBeenCalledWith(new Error('boom'), { where: 'transport' });
  });

  it('never lets a broken reporter throw into tracking', () => {
    setErrorReporter(() => {
      throw new Error('reporter down');
    });
    expect(() => reportError(new Error('boom'))).not.toThrow();
    const guarded = guardReporter(() => () => {
      throw new Error('reporter down');
    });
    expect(() => guarded(new Error('boom'))).not.toThrow();
  });
});
