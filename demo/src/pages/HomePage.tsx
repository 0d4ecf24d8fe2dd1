import { styled } from 'styled-components';
import { Link, Price, Recommendations } from '@glimt/ui';
import { RecommendationSlider } from '@glimt/ui/widget';
import { departments } from '../departments';
import { NOK_PRICE_FORMAT } from '../widget/DemoWidgetProvider';

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

const WidgetSlot = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
`;

/** The start page: the hero, the departments and this week's offers. */
export function HomePage() {
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
      <Recommendations type="landing_page" />
      <WidgetSlot>
        <RecommendationSlider
          kind="general"
          limit={12}
          title="Populært akkurat nå"
          priceFormat={NOK_PRICE_FORMAT}
        />
      </WidgetSlot>
    </>
  );
}
