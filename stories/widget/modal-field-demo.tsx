/**
 * A host header for the search field stories: a wordmark, the widget's `SearchField` where a shop
 * puts its own search box, and a few links, above the URL readout. Public entries only.
 */
import { styled } from 'styled-components';
import { Wordmark } from '@glimt/ui';
import { SearchField, type SearchFieldProps } from '@glimt/ui/widget';
import { MOCK_IMAGE_RESIZE_URL } from '@glimt/ui/mocks';
import { LocationReadout, NOK_PRICE_FORMAT, StoryWidgetProvider } from './modal-helpers';

const Header = styled.header`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[1.5]} ${({ theme }) => theme.space[2]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: auto minmax(240px, 480px) 1fr;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  }
`;

const Links = styled.nav`
  display: none;
  justify-self: end;
  ${({ theme }) => theme.media.tablet} {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
  }
  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
`;

const FieldSlot = styled.div`
  grid-column: 1 / -1;
  ${({ theme }) => theme.media.tablet} {
    grid-column: auto;
  }
`;

/** A shop header with the search field in it. */
export function HeaderWithSearchField(props: SearchFieldProps) {
  return (
    <StoryWidgetProvider>
      <Header>
        <Wordmark />
        <FieldSlot>
          <SearchField priceFormat={NOK_PRICE_FORMAT} imageServiceUrl={MOCK_IMAGE_RESIZE_URL} {...props} />
        </FieldSlot>
        <Links aria-label="Snarveier">
          <a href="/bestill-synstest">Synstest</a>
          <a href="/butikker">Butikker</a>
        </Links>
      </Header>
      <Body>
        <LocationReadout />
      </Body>
    </StoryWidgetProvider>
  );
}
