import { lazy, Suspense, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { Link, Price } from '@glimt/ui';
import { departments } from '../departments';
import { HeroPicture } from './HeroPicture';
import { WEEKLY_OFFERS } from './weeklyOffers';

/**
 * The product row below the fold (the widget's recommendation slider) is a chunk of its own, asked
 * for once the page has painted: the start page's text is in the demo's entry and shows in its first
 * paint, and the row's code does not share a phone's network with it.
 */
const HomeRecommendations = /* @__PURE__ */ lazy(() =>
  import('./HomeRecommendations').then((module) => ({ default: module.HomeRecommendations })),
);

const Hero = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.stage};
  margin-bottom: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    margin-bottom: ${({ theme }) => theme.space[1]};
    ${({ theme }) => theme.media.tablet} {
      font-size: ${({ theme }) => theme.fontSizes.display};
    }
  }
  p {
    margin-bottom: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The picture keeps its room from the first paint (its ratio), so nothing below it moves. */
const HeroArt = styled(HeroPicture)`
  display: block;
  width: 100%;
  max-width: 220px;
  aspect-ratio: 2 / 1;
  justify-self: center;
  ${({ theme }) => theme.media.tablet} {
    max-width: 360px;
  }
`;

const Heading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

/**
 * Cards that are links as a whole: the title's link stretches over the card (one tab stop, one name
 * for a screen reader), and the card shows hover and keyboard focus.
 */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  list-style: none;
  li {
    position: relative;
    display: grid;
    gap: ${({ theme }) => theme.space[0.5]};
    align-content: start;
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.divider};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
  }
  li:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  li:has(a:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  li a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  li a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  li a:focus-visible {
    outline: none;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * Holds the row's room while its chunk loads: the slider's title, cards and link, as measured at 375,
 * 768 and 1280 px (305, 353 and 389 px), so the footer does not move up when it arrives.
 */
const RowPlaceholder = styled.div`
  min-height: 19rem;
  ${({ theme }) => theme.media.tablet} {
    min-height: 22rem;
  }
  ${({ theme }) => theme.media.wide} {
    min-height: 24.25rem;
  }
`;

/** The start page: the hero, the departments, this week's offers and the product row. */
export function HomePage() {
  // Set once the browser has painted the page (a frame, then a task): an effect alone may run
  // before that paint, and the row's requests would then share the network with it.
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return (
    <>
      <Hero aria-labelledby="hero-title">
        <div>
          <h1 id="hero-title">Se klart. Se godt ut.</h1>
          <p>Synstest hos optiker, briller fra kr 990 og linser levert hjem på abonnement.</p>
          <Link href="/bestill-synstest" variant="standalone">
            Bestill synstest
          </Link>
        </div>
        <HeroArt />
      </Hero>
      <Heading>Kategorier</Heading>
      <Grid>
        {departments.map((department) => (
          <li key={department.href}>
            <Link href={department.href}>{department.title}</Link>
            <p>{department.text}</p>
          </li>
        ))}
      </Grid>
      <Heading>Ukens tilbud</Heading>
      <Grid>
        {WEEKLY_OFFERS.map((offer) => (
          <li key={offer.slug}>
            <Link href={`/produkt/${offer.slug}`}>{offer.title}</Link>
            <p>{offer.text}</p>
            <Price amount={offer.amount} ordinaryAmount={offer.ordinaryAmount} />
          </li>
        ))}
      </Grid>
      {painted ? (
        <Suspense fallback={<RowPlaceholder />}>
          <HomeRecommendations />
        </Suspense>
      ) : (
        <RowPlaceholder />
      )}
    </>
  );
}
