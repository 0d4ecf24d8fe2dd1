import { Fragment } from 'react';
import { styled } from 'styled-components';
import { Link } from '@glimt/ui';

const Section = styled.section`
  max-width: 720px;
  padding: ${({ theme }) => theme.space[4]} 0;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    margin-bottom: ${({ theme }) => theme.space[2]};
    ${({ theme }) => theme.media.tablet} {
      font-size: ${({ theme }) => theme.fontSizes.display};
    }
  }
  p {
    margin-bottom: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space[0.5]} ${({ theme }) => theme.space[2]};
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Props of {@link PlaceholderPage}. */
export interface PlaceholderPageProps {
  /** The page's purpose as its heading, e.g. 'Bestill synstest'. */
  title: string;
  /** The route's path pattern, e.g. `/min-konto/ordrer/:orderId`. */
  pattern: string;
  /** The decoded path parameters. */
  params: Readonly<Record<string, string>>;
}

/**
 * An honest stand-in for a page that is not built yet: what the page is for, that it arrives with a
 * later issue, and what the route received.
 */
export function PlaceholderPage({ title, pattern, params }: PlaceholderPageProps) {
  const entries = Object.entries(params);
  return (
    <Section aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p>Denne siden kommer i en senere leveranse. Adressen finnes allerede, så lenker hit virker.</p>
      <dl>
        <dt>Rute</dt>
        <dd>
          <code>{pattern}</code>
        </dd>
        {entries.map(([name, value]) => (
          <Fragment key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <Link href="/" variant="standalone">
        Til forsiden
      </Link>
    </Section>
  );
}
