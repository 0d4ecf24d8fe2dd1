import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSurfaces, type SurfaceTarget } from './useSurfaces';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function Probe({
  targets,
  onHandle,
}: {
  targets: SurfaceTarget[];
  onHandle: (handle: ReturnType<typeof useSurfaces>) => void;
}) {
  onHandle(useSurfaces(targets));
  return null;
}

function host() {
  const related = document.createElement('section');
  related.id = 'related';
  document.body.append(related);
  return related;
}

describe('useSurfaces', () => {
  it('inserts in place of the target and restores it once every surface failed or came back empty', async () => {
    const related = host();
    let handle!: ReturnType<typeof useSurfaces>;
    render(
      <Probe
        targets={[
          { id: 'a', selector: '#related' },
          { id: 'b', selector: '#related', placement: 'after' },
        ]}
        onHandle={(value) => (handle = value)}
      />,
    );
    expect(related.style.display).toBe('none');
    expect(document.querySelectorAll('[data-glimt-surface]')).toHaveLength(2);
    act(() => handle.report('a', 'failed'));
    expect(handle.decision).toBe('wait');
    act(() => handle.report('b', 'none'));
    expect(handle.decision).toBe('restore');
    expect(related.style.display).toBe('');
    expect(document.querySelectorAll('[data-glimt-surface]')).toHaveLength(0);
  });

  it('counts a surface whose target is missing as failed', () => {
    host();
    let handle!: ReturnType<typeof useSurfaces>;
    render(<Probe targets={[{ id: 'gone', selector: '#nowhere' }]} onHandle={(value) => (handle = value)} />);
    expect(handle.decision).toBe('restore');
  });

  it('puts a removed surface back, at most 10 times per second', async () => {
    host();
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    render(<Probe targets={[{ id: 'a', selector: '#related' }]} onHandle={() => undefined} />);
    let reinserted = 0;
    for (let round = 0; round < 15; round += 1) {
      document.querySelector('[data-glimt-surface]')?.remove();
      await flush();
      if (document.querySelector('[data-glimt-surface]')) reinserted += 1;
    }
    expect(reinserted).toBe(10);
    expect(document.querySelector('[data-glimt-surface]')).toBeNull();
    now = 1000;
    document.body.append(document.createElement('div'));
    await flush();
    expect(document.querySelector('[data-glimt-surface]')).not.toBeNull();
  });
});
