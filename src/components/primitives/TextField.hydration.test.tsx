import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';
import { untilState } from '../../../test-support/untilState';

function Controlled({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Gavekortnummer"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('TextField over server HTML', () => {
  it('keeps what was typed before the page hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Controlled />);
    document.body.append(container);
    const input = container.querySelector('input')!;
    // The visitor types into the server's HTML before the script has hydrated it.
    input.value = '6001';
    const onChange = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Controlled onChange={onChange} />);
    });
    await untilState('expect(onChange).toHaveBeenCalledWith("6001")', () =>
      expect(onChange).toHaveBeenCalledWith('6001'),
    );
    expect(container.querySelector('input')!.value).toBe('6001');
  });

  it('reports nothing when the field renders in the browser', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const onChange = vi.fn();
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(container).render(<Controlled onChange={onChange} />);
    });
    await new Promise((done) => setTimeout(done, 10));
    expect(onChange).not.toHaveBeenCalled();
  });
});
