import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import {
  Wordmark,
  breakpoints,
  colors,
  durations,
  fontSizes,
  fontWeights,
  fonts,
  radii,
  shadows,
  space,
  zIndices,
} from '@glimt/ui';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section style={{ marginBottom: 32 }}>
    <h2 style={{ fontSize: fontSizes.xl, marginBottom: 16 }}>{title}</h2>
    {children}
  </section>
);

const cell = { padding: '8px 12px', borderBottom: `1px solid ${colors.divider}`, textAlign: 'left' as const };

const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour with its contrast against white; text colours must reach 4.5:1 (AA). */
export const Colours: Story = {
  render: () => (
    <Section title="Farger">
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th style={cell}>Token</th>
            <th style={cell}>Prøve</th>
            <th style={cell}>Verdi</th>
            <th style={cell}>Kontrast mot hvit</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(colors).map(([name, value]) => (
            <tr key={name}>
              <td style={cell}>
                <code>{name}</code>
              </td>
              <td style={cell}>
                <span
                  aria-hidden="true"
                  style={{
                    display: 'inline-block',
                    width: 48,
                    height: 24,
                    background: value,
                    border: `1px solid ${colors.border}`,
                    borderRadius: radii.sm,
                  }}
                />
              </td>
              <td style={cell}>
                <code>{value}</code>
              </td>
              <td style={cell} data-token={name}>
                {value.startsWith('#') ? `${contrast(value, '#ffffff').toFixed(1)}:1` : '–'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  ),
  play: async ({ canvasElement }) => {
    // The text colours the library uses on white must meet AA.
    for (const name of ['text', 'textMuted', 'accent', 'campaign', 'danger', 'success', 'warning'] as const) {
      await expect(contrast(colors[name], colors.surface), name).toBeGreaterThanOrEqual(4.5);
    }
    await expect(within(canvasElement).getByRole('table')).toBeVisible();
  },
};

/** The 8 px grid. */
export const Spacing: Story = {
  render: () => (
    <Section title="Avstand">
      {Object.entries(space).map(([name, value]) => (
        <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 8 }}>
          <code style={{ width: 64 }}>space[{name}]</code>
          <span aria-hidden="true" style={{ width: value, height: 16, background: colors.accent }} />
          <span>{value}</span>
        </div>
      ))}
    </Section>
  ),
};

/** The bundled family (Inter Variable, from npm) in the type scale. */
export const Typography: Story = {
  render: () => (
    <Section title="Typografi">
      <p style={{ marginBottom: 16, color: colors.textMuted }}>
        <code>{fonts.body}</code>
      </p>
      {Object.entries(fontSizes).map(([name, size]) => (
        <p key={name} style={{ fontSize: size, marginBottom: 8 }}>
          <code style={{ fontSize: fontSizes.sm, display: 'inline-block', width: 120 }}>
            {name} {size}
          </code>
          Skarpt syn hele året
        </p>
      ))}
      {Object.entries(fontWeights).map(([name, weight]) => (
        <p key={name} style={{ fontWeight: weight }}>
          {name} ({weight}): Briller, solbriller og kontaktlinser
        </p>
      ))}
    </Section>
  ),
};

/** Corner radii and elevation. */
export const RadiiAndShadows: Story = {
  render: () => (
    <Section title="Hjørner og skygger">
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        {Object.entries(radii).map(([name, value]) => (
          <div key={name} style={{ textAlign: 'center' }}>
            <div
              style={{
                width: 72,
                height: 72,
                background: colors.stage,
                borderRadius: value,
                border: `1px solid ${colors.border}`,
              }}
            />
            <code>{name}</code>
          </div>
        ))}
        {Object.entries(shadows).map(([name, value]) => (
          <div key={name} style={{ textAlign: 'center' }}>
            <div
              style={{
                width: 72,
                height: 72,
                background: colors.surface,
                borderRadius: radii.md,
                boxShadow: value,
              }}
            />
            <code>shadow {name}</code>
          </div>
        ))}
      </div>
    </Section>
  ),
};

/** Breakpoints, stacking layers and motion durations. */
export const LayoutAndMotion: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
      {(
        [
          ['Brytpunkter (px)', breakpoints],
          ['Lag (z-index)', zIndices],
          ['Varighet (ms)', durations],
        ] as const
      ).map(([title, group]) => (
        <Section key={title} title={title}>
          <table style={{ borderCollapse: 'collapse' }}>
            <tbody>
              {Object.entries(group).map(([name, value]) => (
                <tr key={name}>
                  <th scope="row" style={cell}>
                    <code>{name}</code>
                  </th>
                  <td style={cell}>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      ))}
    </div>
  ),
};

/** The wordmark drawn in the current text colour, on light and accent backgrounds. */
export const Logo: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24 }}>
      <div style={{ padding: 24, color: colors.text }}>
        <Wordmark height={32} />
      </div>
      <div
        style={{ padding: 24, color: colors.textInverse, background: colors.accent, borderRadius: radii.lg }}
      >
        <Wordmark height={32} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img', { name: 'Glimt' })).toHaveLength(2);
  },
};
