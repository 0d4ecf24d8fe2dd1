import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useGlimt } from '../../shop/GlimtProvider';
import { useTranslate } from '../../i18n/context';
import { PAYMENT_ICON_NAMES, paymentIconsFor, type PaymentIconId } from '../../shop/paymentMarks';

/** Props of {@link PaymentIcons}. */
export interface PaymentIconsProps {
  /** The locale whose payment marks to show. @default the provider's locale ('nb') */
  locale?: string;
  className?: string;
  /** Used by test tools and analytics selectors. */
  'data-testid'?: string;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

function Mark({ name, children }: { name: string; children: ReactNode }) {
  return (
    <svg role="img" aria-label={name} width="48" height="32" viewBox="0 0 48 32" focusable="false">
      {children}
    </svg>
  );
}

/** The card outline every mark sits in (a component, not a spread object, so the marks stay tree-shakable). */
function Frame({ fill, stroke }: { fill: string; stroke: string }) {
  return <rect x={0.5} y={0.5} width={47} height={31} rx={4} fill={fill} stroke={stroke} />;
}
const font = "'Inter Variable', Inter, system-ui, sans-serif";

const MARKS: Readonly<Record<PaymentIconId, ReactNode>> = {
  klarna: (
    <>
      <Frame fill="#ffb3c7" stroke="#f5a3b9" />
      <text
        x="24"
        y="20.5"
        textAnchor="middle"
        fill="#17120f"
        fontFamily={font}
        fontSize="11"
        fontWeight="700"
      >
        Klarna.
      </text>
    </>
  ),
  visa: (
    <>
      <Frame fill="#ffffff" stroke="#d4d4cf" />
      <text
        x="24"
        y="21"
        textAnchor="middle"
        fill="#1a1f71"
        fontFamily={font}
        fontSize="14"
        fontStyle="italic"
        fontWeight="800"
        letterSpacing="0.5"
      >
        VISA
      </text>
    </>
  ),
  mastercard: (
    <>
      <Frame fill="#ffffff" stroke="#d4d4cf" />
      <circle cx="20" cy="16" r="8" fill="#eb001b" />
      <circle cx="28" cy="16" r="8" fill="#f79e1b" />
      <path d="M24 9.07A8 8 0 0 1 24 22.93A8 8 0 0 1 24 9.07Z" fill="#ff5f00" />
    </>
  ),
  amex: (
    <>
      <Frame fill="#1f72cd" stroke="#1f72cd" />
      <text
        x="24"
        y="20.5"
        textAnchor="middle"
        fill="#ffffff"
        fontFamily={font}
        fontSize="11"
        fontWeight="800"
        letterSpacing="0.5"
      >
        AMEX
      </text>
    </>
  ),
};

/**
 * The payment marks of the footer as inline SVGs, each with its brand as accessible name, in a list
 * named "Betalingsmåter". Which marks show depends on the locale ({@link paymentIconsFor}).
 */
export function PaymentIcons({ locale, className, 'data-testid': testId }: PaymentIconsProps) {
  const t = useTranslate();
  const glimt = useGlimt();
  const icons = paymentIconsFor(locale ?? glimt.locale);
  return (
    <List aria-label={t('shell.footer.payment')} className={className} data-testid={testId}>
      {icons.map((id) => (
        <li key={id}>
          <Mark name={PAYMENT_ICON_NAMES[id]}>{MARKS[id]}</Mark>
        </li>
      ))}
    </List>
  );
}
