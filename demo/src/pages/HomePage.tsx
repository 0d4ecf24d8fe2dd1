import { lazy, Suspense, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { Link, Price } from '@glimt/ui';
import { departments } from '../departments';

/**
 * The product rows below the fold (the shop's and the widget's recommendations, with zod's readers
 * and the slider) are a chunk of their own, asked for once the page has painted: the start page's
 * text is in the demo's entry and shows in its first paint, and the rows' 35 kB gzip do not share a
 * phone's network with it.
 */
const HomeRecommendations = /* @__PURE__ */ lazy(() =>
  import('./HomeRecommendations').then((module) => ({ default: module.HomeRecommendations })),
);

const Hero = styled.section`
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.stage};
  margin-bottom: ${({ theme }) => theme.space[4]};
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

const Heading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.divider};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin-top: ${({ theme }) => theme.space[0.5]};
  }
  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space[0.5]};
  }
`;

/** Holds the rows' room while their chunk loads (the shop's row and the slider's title and cards). */
const RowsPlaceholder = styled.div`
  min-height: 48rem;
`;

/** The start page: the hero, the departments, this week's offers and the product rows. */
export function HomePage() {
  // Set once the browser has painted the page (a frame, then a task): an effect alone may run
  // before that paint, and the rows' requests would then share the network with it.
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
        <h1 id="hero-title">Se klart. Se godt ut.</h1>
        <p>Synstest hos optiker, briller fra kr 990 og linser levert hjem på abonnement.</p>
        <Link href="/bestill-synstest" variant="standalone">
          Bestill synstest
        </Link>
      </Hero>
      <Heading>Kategorier</Heading>
      <Grid>
        {departments.map((department) => (
          <li key={department.href}>
            <Link href={department.href} variant="standalone">
              {department.title}
            </Link>
            <p>{department.text}</p>
          </li>
        ))}
      </Grid>
      <Heading>Ukens tilbud</Heading>
      <Grid>
        <li>
          <strong>Ray-Ban Wayfarer</strong>
          <Price amount={1490} ordinaryAmount={1890} />
        </li>
        <li>
          <strong>Dagslinser, 90 stk</strong>
          <Price amount={449.5} from />
        </li>
      </Grid>
      {painted ? (
        <Suspense fallback={<RowsPlaceholder />}>
          <HomeRecommendations />
        </Suspense>
      ) : (
        <RowsPlaceholder />
      )}
    </>
  );
}
