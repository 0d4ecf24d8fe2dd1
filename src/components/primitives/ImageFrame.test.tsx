import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GlimtProvider } from '../../shop/GlimtProvider';
import { toAllowedImageUrl, toSrcSet, type MediaUrl, type SrcSet } from '../../utils/url';
import { ImageFrame } from './ImageFrame';

/** A fixture URL through the media gate, as every picture reaches the frame. */
function media(url: string): MediaUrl {
  const gated = toAllowedImageUrl(url);
  if (gated === null) throw new Error(`refused by the media gate: ${url}`);
  return gated;
}

/** A srcset from the one builder. */
function srcSet(candidates: Array<[string, number]>): SrcSet {
  const built = toSrcSet(candidates.map(([url, width]) => ({ url: media(url), width })));
  if (built === null) throw new Error('no candidate left');
  return built;
}

afterEach(cleanup);

const renderFrame = (ui: React.ReactNode) => render(<GlimtProvider>{ui}</GlimtProvider>);

describe('ImageFrame', () => {
  it('shows the picture, decorative by default, and reserves its ratio', () => {
    const { container } = renderFrame(
      <ImageFrame src={media('https://cdn.glimt.test/a.svg')} ratio="4 / 3" />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://cdn.glimt.test/a.svg');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it('shows the placeholder when there is no picture', () => {
    const { container } = renderFrame(<ImageFrame src={null} placeholder={<span>Bilde mangler</span>} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Bilde mangler')).toBeTruthy();
  });

  it('falls back to the placeholder when the picture fails, and tries a new picture again', () => {
    const { container, rerender } = renderFrame(
      <ImageFrame
        src={media('https://cdn.glimt.test/broken.svg')}
        placeholder={<span>Bilde mangler</span>}
      />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Bilde mangler')).toBeTruthy();
    rerender(
      <GlimtProvider>
        <ImageFrame
          src={media('https://cdn.glimt.test/other.svg')}
          placeholder={<span>Bilde mangler</span>}
        />
      </GlimtProvider>,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.glimt.test/other.svg');
  });

  it('puts art-directed sources in a picture element', () => {
    const { container } = renderFrame(
      <ImageFrame
        src={media('https://cdn.glimt.test/a.svg')}
        sizes="50vw"
        sources={[{ media: '(max-width: 767px)', srcSet: srcSet([['https://cdn.glimt.test/m.svg', 400]]) }]}
      />,
    );
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('media')).toBe('(max-width: 767px)');
    expect(source?.getAttribute('sizes')).toBe('50vw');
  });

  it('lays its children over the picture and keeps them when the picture fails (flags, a video)', () => {
    const { container } = renderFrame(
      <ImageFrame src={media('https://cdn.glimt.test/a.svg')} data-testid="frame">
        <span>Nyhet</span>
      </ImageFrame>,
    );
    const frame = screen.getByTestId('frame');
    expect(frame.querySelector('img')).not.toBeNull();
    expect(screen.getByText('Nyhet').parentElement).toBe(frame);
    fireEvent.error(container.querySelector('img')!);
    expect(frame.querySelector('img')).toBeNull();
    expect(screen.getByText('Nyhet')).toBeTruthy();
  });

  it('passes srcset and sizes to the image, and needs no picture element without sources', () => {
    const { container } = renderFrame(
      <ImageFrame
        src={media('https://cdn.glimt.test/a-md.svg')}
        srcSet={srcSet([
          ['https://cdn.glimt.test/a-sm.svg', 300],
          ['https://cdn.glimt.test/a-md.svg', 600],
        ])}
        sizes="96px"
      />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('srcset')).toBe(
      'https://cdn.glimt.test/a-sm.svg 300w, https://cdn.glimt.test/a-md.svg 600w',
    );
    expect(img?.getAttribute('sizes')).toBe('96px');
    expect(container.querySelector('picture')).toBeNull();
  });
});
