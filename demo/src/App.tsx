import { useMemo } from 'react';
import styled from 'styled-components';
import { GlimtProvider, Link, Price, Wordmark, createBrowserNavigation } from '@glimt/ui';
import { useLocation } from './useLocation';

// The demo host: a thin layout and the home page, assembled only from public exports. The shop shell
// (header, menu, cart) replaces this layout when its components land.

const categories = [
  { href: '/briller', title: 'Briller', text: 'Over 600 innfatninger fra kjente merker' },
  { href: '/solbriller', title: 'Solbriller', text: 'Med og uten styrke' },
  { href: '/kontaktlinser', title: 'Kontaktlinser', text: 'Endags-, måneds- og abonnement' },
  { href: '/sportsbriller', title: 'Sportsbriller', text: 'Til løp, sykkel og ski' },
  { href: '/oeyehelse', title: 'Øyehelse', text: 'Dråper, rens og pleie' },
];

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[2]};
  top: -100px;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.surface};
  z-index: ${({ theme }) => theme.zIndices.progress};
  &:focus {
    top: ${({ theme }) => theme.space[1]};
  }
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  flex-wrap: wrap;
`;

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Main = styled.main`
  max-width: 1180px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
`;

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

const Footer = styled.footer`
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function Home() {
  return (
    <>
      <Hero aria-labelledby="hero-title">
        <h1 id="hero-title">Se klart. Se godt ut.</h1>
        <p>Synstest hos optiker, briller fra kr 990 og linser levert hjem på abonnement.</p>
        <Link href="/bestill-synstest" variant="standalone">
          Bestill synstest
        </Link>
      </Hero>
      <h2 style={{ marginBottom: 16 }}>Kategorier</h2>
      <Grid>
        {categories.map((category) => (
          <li key={category.href}>
            <Link href={category.href} variant="standalone">
              {category.title}
            </Link>
            <p>{category.text}</p>
          </li>
        ))}
      </Grid>
      <h2 style={{ marginBottom: 16 }}>Ukens tilbud</h2>
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
    </>
  );
}

function NotYetInDemo({ pathname }: { pathname: string }) {
  return (
    <section aria-labelledby="missing-title">
      <h1 id="missing-title" style={{ marginBottom: 16 }}>
        Siden finnes ikke ennå
      </h1>
      <p style={{ marginBottom: 16 }}>
        <code>{pathname}</code> er ikke bygget i demoen ennå.
      </p>
      <Link href="/">Til forsiden</Link>
    </section>
  );
}

function Shop() {
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink href="#innhold">Hopp til innhold</SkipLink>
      <Header>
        <Link href="/" variant="standalone">
          <Wordmark />
        </Link>
        <Nav aria-label="Kategorier">
          <ul>
            {categories.map((category) => (
              <li key={category.href}>
                <Link href={category.href}>{category.title}</Link>
              </li>
            ))}
          </ul>
        </Nav>
      </Header>
      <Main id="innhold" tabIndex={-1}>
        {pathname === '/' ? <Home /> : <NotYetInDemo pathname={pathname} />}
      </Main>
      <Footer>© Glimt Optikk AS – demo</Footer>
    </>
  );
}

/** The demo shop. */
export function App() {
  const navigation = useMemo(() => createBrowserNavigation(), []);
  return (
    <GlimtProvider brandName="Glimt" navigation={navigation}>
      <Shop />
    </GlimtProvider>
  );
}
