/**
 * Small consumers of `WidgetProvider` for its stories: a status panel of the resolved settings, a
 * panel of captured warnings, and a navigation lab that shows which rule each link click follows.
 * Only public entries are imported.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button, Checkbox } from '@glimt/ui';
import {
  WidgetNotConfigured,
  useWidget,
  useWidgetLocation,
  type NavigationDecision,
  type NavigationWindow,
} from '@glimt/ui/widget';

export const Panel = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.surface};
  max-width: 640px;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

const Settings = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[0.5]} ${({ theme }) => theme.space[2]};
    dd {
      margin: 0;
    }
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
`;

const yesNo = (value: boolean) => (value ? 'ja' : 'nei');

/** The provider as a component sees it: resolved settings, the location and one API call. */
export function WidgetStatus() {
  const widget = useWidget();
  if (!widget) return <WidgetNotConfigured />;
  return <ConfiguredStatus />;
}

function ConfiguredStatus() {
  const widget = useWidget();
  const location = useWidgetLocation();
  const [result, setResult] = useState('');
  if (!widget) return null;
  const { settings, t, client } = widget;
  const { searchSettings, categorySettings } = settings;
  const entries: [string, ReactNode][] = [
    ['Forhandler (tenant)', settings.merchant],
    ['Marked', settings.market],
    ['Språk', settings.locale],
    ['Eksempeltekst (searchPlaceholder)', t('searchPlaceholder')],
    ['Søkeside', searchSettings.searchPagePath],
    ['URL-parameter for søk', searchSettings.urlParamName],
    ['Kategoriforslag', yesNo(searchSettings.enableCategorySuggestions)],
    ['Innholdssøk', yesNo(searchSettings.enableContentSearch)],
    ['Tittelsuffiks på kategorisider', categorySettings.metaTitleSuffix || '(ingen)'],
    ['Overstyrt query-id ignoreres', yesNo(categorySettings.disableOverrideQueryId)],
    ['API-vert', settings.apiHost],
    ['SPA-navigasjon tvunget', yesNo(settings.forceSpaNavigation)],
    ['Adresse nå', location.pathname + location.search],
  ];
  const search = async () => {
    setResult('Henter …');
    const answer = await client.search({ query: 'solbriller', limit: 4 });
    setResult(answer.failed ? 'Søket feilet' : `${answer.n_hits} treff for «solbriller»`);
  };
  return (
    <Panel aria-labelledby="widget-status-title">
      <h2 id="widget-status-title">Widget-innstillinger</h2>
      <Settings>
        {entries.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Settings>
      <Row>
        <Button size="sm" variant="secondary" onPress={() => void search()}>
          Hent søketreff
        </Button>
        <output aria-live="polite">{result}</output>
      </Row>
    </Panel>
  );
}

const Warnings = styled.ol`
  margin: 0;
  padding: ${({ theme }) => theme.space[1.5]};
  list-style: none;
  background: ${({ theme }) => theme.colors.warningSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  min-height: 1.5em;
`;

/** Warnings the provider gave, as the console would have shown them. */
export function WarningList({ warnings }: { warnings: readonly string[] }) {
  return (
    <div role="log" aria-label="Advarsler i konsollen">
      <Warnings>
        {warnings.map((warning, index) => (
          <li key={index}>
            <code>console.warn</code>: {warning}
          </li>
        ))}
      </Warnings>
    </div>
  );
}

/** A page load the navigation lab intercepted instead of leaving the story. */
export interface InterceptedLoad {
  how: 'assign' | 'replace';
  href: string;
}

/**
 * A window for the provider that reads the real page but records full page loads instead of
 * doing them, so the story can show a hard navigation without leaving.
 */
export function useRecordingWindow(onLoad: (load: InterceptedLoad) => void): NavigationWindow {
  return useMemo<NavigationWindow>(
    () => ({
      location: {
        get href() {
          return window.location.href;
        },
        get origin() {
          return window.location.origin;
        },
        assign: (href: string) => onLoad({ how: 'assign', href }),
        replace: (href: string) => onLoad({ how: 'replace', href }),
      },
      history: { pushState: () => undefined, replaceState: () => undefined },
      addEventListener: (type, listener) => window.addEventListener(type, listener),
      removeEventListener: (type, listener) => window.removeEventListener(type, listener),
      dispatchEvent: (event) => window.dispatchEvent(event),
    }),
    [onLoad],
  );
}

/** A URL on the page's own origin without the origin (the story's port is no part of the demo). */
function shortHref(href: string): string {
  const url = new URL(href, window.location.href);
  return url.origin === window.location.origin ? url.pathname + url.search + url.hash : url.href;
}

/** The rule a decision followed, in words. */
export function describeDecision(decision: NavigationDecision): string {
  switch (decision.kind) {
    case 'browser':
      return 'Overlatt til nettleseren (klikk med modifikator)';
    case 'ignore':
      return 'Ikke fulgt (usikker eller ugyldig lenke)';
    case 'hard':
      if (decision.reason === 'cross-origin') return 'Full sidelasting: annet opphav, aldri klientside';
      if (decision.reason === 'no-router') return 'Full sidelasting: ingen navigateFunction';
      return 'Full sidelasting: annen sidetype';
    case 'spa':
      return decision.shallow
        ? 'Klientside, grunn endring: samme sidetype'
        : 'Klientside: annen sidetype, SPA-navigasjon tvunget';
  }
}

const Links = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  a {
    color: ${({ theme }) => theme.colors.accent};
    text-underline-offset: 3px;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.accentStrong};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Log = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[3]};
  display: grid;
  gap: ${({ theme }) => theme.space[0.5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  min-height: 1.5em;
`;

/** A link of the lab: the widget decides, and the default is prevented only when it handled it. */
function LabLink({
  href,
  children,
  onDecision,
}: {
  href: string;
  children: ReactNode;
  onDecision: (text: string) => void;
}) {
  const widget = useWidget();
  return (
    <a
      href={href}
      onClick={(event) => {
        if (!widget) return;
        const plan = widget.planNavigation(href, { event });
        onDecision(`${href}: ${describeDecision(plan)}`);
        if (widget.navigate(href, { event })) event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

/** Links of each kind, and the rule each click followed. */
export function NavigationLab({
  forceSpa,
  onForceSpaChange,
  loads,
}: {
  forceSpa: boolean;
  onForceSpaChange: (value: boolean) => void;
  loads: readonly InterceptedLoad[];
}) {
  const location = useWidgetLocation();
  const [decisions, setDecisions] = useState<string[]>([]);
  const add = (text: string) => setDecisions((list) => [...list, text]);
  return (
    <Panel aria-labelledby="navigation-lab-title">
      <h2 id="navigation-lab-title">Navigasjon</h2>
      <p>
        Adresse nå: <strong data-testid="location">{location.pathname + location.search}</strong>
      </p>
      <Links>
        <li>
          <LabLink href="/search?query=solbriller" onDecision={add}>
            Søk etter «solbriller» (samme side)
          </LabLink>
        </li>
        <li>
          <LabLink href="/solbriller/ray-ban" onDecision={add}>
            Ray-Ban solbriller (kategoriside)
          </LabLink>
        </li>
        <li>
          <LabLink href="https://www.example.com/ray-ban" onDecision={add}>
            Produsentens side (annet opphav)
          </LabLink>
        </li>
      </Links>
      <Checkbox isSelected={forceSpa} onChange={onForceSpaChange} description="forceSpaNavigation">
        Tving klientside-navigasjon til andre sidetyper
      </Checkbox>
      <h3 style={{ margin: 0, fontSize: 'inherit' }}>Beslutninger</h3>
      <div role="log" aria-label="Beslutninger">
        <Log>
          {decisions.map((text, index) => (
            <li key={index}>{text}</li>
          ))}
        </Log>
      </div>
      <h3 style={{ margin: 0, fontSize: 'inherit' }}>Fullstendige sidelastinger (stoppet i historien)</h3>
      <div role="log" aria-label="Sidelastinger">
        <Log>
          {loads.map((load, index) => (
            <li key={index}>{`location.${load.how}(${shortHref(load.href)})`}</li>
          ))}
        </Log>
      </div>
    </Panel>
  );
}
