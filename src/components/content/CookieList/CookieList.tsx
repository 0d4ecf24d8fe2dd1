import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslate } from '../../../i18n/context';
import { useGlimt } from '../../../shop/GlimtProvider';
import { consentChoices } from '../../../shop/content';
import { formatDayNb } from '../../../shop/osloTime';
import { Button } from '../../primitives/Button';
import { Skeleton, SkeletonText } from '../../primitives/Skeleton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { withAccountTexts } from '../../account/accountTexts';
import { ConsentSettings } from '../ConsentSettings';
import {
  ErrorBox,
  Lead,
  Root,
  Section,
  SkeletonStack,
  Title,
  Updated,
} from '../ContentPage/ContentPage.styles';
import { Badge, CategoryHead, CookieCard, Cookies, Count, Header } from './CookieList.styles';
import { useCookieList } from './useCookieList';

function CookieListView() {
  const t = useTranslate();
  const id = useId();
  const { consent } = useGlimt();
  const state = useSyncExternalStore(consent.subscribe, consent.get, consent.get);
  const { list, error, retry } = useCookieList();
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  const choices = list ? consentChoices(list.categories, state) : [];

  return (
    <Root aria-labelledby={`${id}-title`} data-testid="cookie-list">
      <Title id={`${id}-title`}>{t('account.content.cookies.title')}</Title>
      <Header>
        <Lead>{t('account.content.cookies.lead')}</Lead>
        <Button variant="secondary" onPress={() => setSettingsOpen(true)}>
          {t('account.content.cookies.change')}
        </Button>
      </Header>
      {list?.updatedOn ? (
        <Updated>
          {t('account.content.updatedOn', { date: formatDayNb(list.updatedOn, 'd. MMMM yyyy') })}
        </Updated>
      ) : null}
      {error ? (
        <ErrorBox role="alert">
          <p>{t('account.content.cookies.error')}</p>
          <Button variant="secondary" onPress={retry}>
            {t('account.content.retry')}
          </Button>
        </ErrorBox>
      ) : null}
      {!list && !error ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">{t('account.content.loading')}</VisuallyHidden>
          <SkeletonStack aria-hidden="true">
            {[0, 1, 2, 3].map((index) => (
              <SkeletonStack key={index}>
                <Skeleton height={28} width="40%" />
                <SkeletonText lines={2} />
              </SkeletonStack>
            ))}
          </SkeletonStack>
        </div>
      ) : null}
      {list?.categories.map((category) => {
        const choice = choices.find((candidate) => candidate.id === category.id);
        const headingId = `${id}-${category.id}`;
        return (
          <Section
            key={category.id}
            aria-labelledby={headingId}
            data-testid={`cookie-category-${category.id}`}
          >
            <CategoryHead>
              <h2 id={headingId}>{category.name}</h2>
              {choice ? (
                <Badge $on={choice.isSelected}>
                  {choice.locked
                    ? t('account.content.cookies.alwaysOn')
                    : choice.isSelected
                      ? t('account.content.cookies.on')
                      : t('account.content.cookies.off')}
                </Badge>
              ) : null}
            </CategoryHead>
            <p>{category.description}</p>
            <Count>{t('account.content.cookies.count', { count: category.cookies.length })}</Count>
            <Cookies>
              {category.cookies.map((cookie, index) => (
                <CookieCard key={`${cookie.name}-${index}`}>
                  <h3>{cookie.name}</h3>
                  <dl>
                    <dt>{t('account.content.cookies.provider')}</dt>
                    <dd>{cookie.provider}</dd>
                    <dt>{t('account.content.cookies.purpose')}</dt>
                    <dd>{cookie.purpose}</dd>
                    <dt>{t('account.content.cookies.duration')}</dt>
                    <dd>{cookie.duration}</dd>
                  </dl>
                </CookieCard>
              ))}
            </Cookies>
          </Section>
        );
      })}
      <ConsentSettings isOpen={isSettingsOpen} onOpenChange={setSettingsOpen} showListLink={false} />
    </Root>
  );
}

/**
 * The cookie list (`/cookieliste`) from the content API: the four categories (C0001 to C0004), each
 * with whether the visitor has accepted it and its cookies (name, provider, purpose, duration), and
 * "Endre samtykke", which opens {@link ConsentSettings}.
 */
export const CookieList = /* @__PURE__ */ withAccountTexts(CookieListView);
