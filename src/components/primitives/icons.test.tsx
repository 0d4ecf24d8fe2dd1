import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as icons from './icons';

const named = Object.entries(icons as Record<string, unknown>).filter(
  (entry): entry is [string, ComponentType<icons.IconProps>] =>
    entry[0].endsWith('Icon') && typeof entry[1] === 'function',
);

describe('the icon set', () => {
  it('draws every icon on the shared frame, hidden from assistive technology', () => {
    expect(named.length).toBeGreaterThan(15);
    for (const [name, Icon] of named) {
      const markup = renderToStaticMarkup(<Icon size={16} strokeWidth={1.5} className="x" />);
      expect(markup, name).toMatch(/^<svg [^>]*viewBox="0 0 24 24"/);
      expect(markup, name).toContain('aria-hidden="true"');
      expect(markup, name).toContain('focusable="false"');
      expect(markup, name).toContain('width="16"');
      expect(markup, name).toContain('stroke-width="1.5"');
      expect(markup, name).toContain('class="x"');
    }
  });
});
