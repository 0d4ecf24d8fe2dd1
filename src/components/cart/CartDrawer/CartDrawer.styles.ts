import { styled } from 'styled-components';
import { Link } from '../../primitives/Link';

export const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const ButtonLink = styled(Link)`
  && {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 100%;
    min-height: 52px;
    padding: 0 ${({ theme }) => theme.space[3]};
    border: 2px solid ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radii.md};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
    text-align: center;
  }
`;

export const CheckoutLink = styled(ButtonLink)`
  && {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.textInverse};
  }
  &&:hover {
    background: ${({ theme }) => theme.colors.accentStrong};
    border-color: ${({ theme }) => theme.colors.accentStrong};
    color: ${({ theme }) => theme.colors.textInverse};
    text-decoration: none;
  }
`;

export const ContinueLink = styled(ButtonLink)`
  && {
    width: auto;
    min-height: 44px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.accent};
  }
  &&:hover {
    background: ${({ theme }) => theme.colors.accentSubtle};
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: none;
  }
`;

export const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[2]};
  text-align: center;
  & > svg {
    color: ${({ theme }) => theme.colors.textMuted};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    max-width: 30ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.text};
`;

export const SkeletonLine = styled.div`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1.5]};
  padding: ${({ theme }) => theme.space[2]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  &:first-of-type {
    padding-top: 0;
  }
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 88px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[2]};
  }
`;

export const EmptyCartRow = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${({ theme }) => theme.space[2]};
`;

export const Confirm = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  width: 100%;
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.subtle};
  p {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

export const FooterInner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const TotalRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const TotalLabel = styled.span`
  display: flex;
  flex-direction: column;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
