import { act, render, screen } from '@testing-library/react';
import { useTheme } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { createConsentStore } from '../consent/consent';
import { createMemoryNavigation } from '../navigation/navigation';
import { useTranslate } from '../i18n/context';
import { useNavigation } from '../navigation/context';
import { GlimtProvider, useConsent, useGlimt } from './GlimtProvider';

function Probe() {
  const { brandName, api, currency } = useGlimt();
  const t = useTranslate();
  const marketing = useConsent('marketing');
  const theme = useTheme();
  return (
    <p>
      {brandName}|{api.baseUrl}|{currency}|{t('common.close')}|{String(marketing)}|{theme.colors.accent}
    </p>
  );
}

describe('GlimtProvider', () => {
  it('hands brand, API, texts, consent and theme overrides to components', () => {
    const consent = createConsentStore();
    render(
      <GlimtProvider
        brandName="Synsam"
        api={{ baseUrl: 'https://shop.test' }}
        consent={consent}
        messages={{ 'common.close': 'Steng' }}
        theme={{ colors: { accent: '#5b2a86' } }}
      >
        <Probe />
      </GlimtProvider>,
    );
    expect(screen.getByText('Synsam|https://shop.test|NOK|Steng|false|#5b2a86')).toBeInTheDocument();
    act(() => consent.set({ marketing: true }));
    expect(screen.getByText('Synsam|https://shop.test|NOK|Steng|true|#5b2a86')).toBeInTheDocument();
  });

  it('passes the host navigation adapter through', () => {
    const navigation = createMemoryNavigation('/start');
    let seen: unknown;
    function Reader() {
      seen = useNavigation();
      return null;
    }
    render(
      <GlimtProvider navigation={navigation}>
        <Reader />
      </GlimtProvider>,
    );
    expect(seen).toBe(navigation);
  });

  it('lets a component render outside any provider with Norwegian defaults', () => {
    function Bare() {
      const t = useTranslate();
      return <p>{`${useGlimt().brandName} ${t('common.loading')}`}</p>;
    }
    render(<Bare />);
    expect(screen.getByText('Glimt Laster …')).toBeInTheDocument();
  });
});
