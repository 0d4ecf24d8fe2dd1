// @vitest-environment node
/**
 * The media gate's lint rule (eslint.config.js): a component that puts a URL into the DOM by any
 * of the ways a browser fetches one fails `npm run lint`, unless it takes the gate's own types and
 * says so. This runs the project's ESLint config on a component written the wrong ways.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const LEAKS = `
import { createElement } from 'react';
import { styled } from 'styled-components';

const Img = styled.img\`\`;
const Box = styled.div<{ $u: string }>\`
  background: url(\${({ $u }) => $u});
\`;

export function Leaks({ url }: { url: string }) {
  return (
    <div style={{ backgroundImage: url }}>
      <img src={url} alt="" />
      <picture><source srcSet={url} /></picture>
      <video poster={url}><track kind="captions" /></video>
      <iframe src={url} title="x" />
      <Img src={url} alt="" />
      <Box $u={url} />
      {createElement('img', { src: url })}
    </div>
  );
}
`;

describe('the media gate lint rule', () => {
  it('flags every way a component could put a URL from data into the DOM', async () => {
    const eslint = new ESLint();
    const [result] = await eslint.lintText(LEAKS, { filePath: 'src/components/Leaks.tsx' });
    const lines = (result?.messages ?? [])
      .filter((message) => message.ruleId === 'no-restricted-syntax')
      .map((message) => message.line);
    // styled.img, the url() template, the style, img, source, video, iframe, createElement.
    expect(lines).toEqual([5, 6, 12, 13, 14, 15, 16, 19]);
  }, 60_000);

  it('leaves tests alone (they render fixtures)', async () => {
    const eslint = new ESLint();
    const [result] = await eslint.lintText(LEAKS, { filePath: 'src/components/Leaks.test.tsx' });
    expect((result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax')).toEqual(
      [],
    );
  }, 60_000);
});
