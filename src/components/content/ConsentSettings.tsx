import { useState, useSyncExternalStore } from 'react';
import { styled } from 'styled-components';
import type { ConsentLevel, ConsentState } from '../../consent/consent';
import { useTranslate } from '../../i18n/context';
import { useGlimt } from '../../shop/GlimtProvider';
import { consentFromChoices, consentLevelOfCategory } from '../../shop/content';
import { buildPath } from '../../shop/routes';
import { COOKIE_CATEGORY_IDS } from '../../shop/schemas/content';
import { Button } from '../primitives/Button';
import { Checkbox } from '../primitives/Checkbox';
import { Dialog } from '../primitives/Dialog';
import { Link } from '../primitives/Link';
import { withAccountTexts } from '../account/accountTexts';

/** Props of {@link ConsentSettings}. */
export interface ConsentSettingsProps {
  /** Whether the dialog is open (controlled). */
  isOpen: boolean;
  /** Called with `false` when it closes (saved, Escape, close button) and `true` on open. */
  onOpenChange: (isOpen: boolean) => void;
  /** Show the link to the cookie list (`/cookieliste`) under the choices. @default true */
  showListLink?: boolean;
}

const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  justify-content: flex-end;
`;

const ALL_ON: Partial<Record<ConsentLevel, boolean>> = {
  statistics: true,
  preferences: true,
  marketing: true,
};
const ALL_OFF: Partial<Record<ConsentLevel, boolean>> = {
  statistics: false,
  preferences: false,
  marketing: false,
};

function ConsentSettingsView({ isOpen, onOpenChange, showListLink = true }: ConsentSettingsProps) {
  const t = useTranslate();
  const { consent } = useGlimt();
  const current = useSyncExternalStore(consent.subscribe, consent.get, consent.get);
  const [draft, setDraft] = useState<ConsentState>(current);
  const [wasOpen, setWasOpen] = useState(isOpen);
  // Each opening starts from the consent as it is now.
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setDraft(consent.get());
  }
  const save = (update: Partial<Record<ConsentLevel, boolean>>, close: () => void) => {
    consent.set(consentFromChoices(update));
    close();
  };
  return (
    <Dialog
      title={t('account.content.consent.title')}
      description={t('account.content.consent.description')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={(close) => (
        <Actions>
          <Button variant="secondary" onPress={() => save(ALL_OFF, close)}>
            {t('account.content.consent.rejectAll')}
          </Button>
          <Button variant="secondary" onPress={() => save(ALL_ON, close)}>
            {t('account.content.consent.acceptAll')}
          </Button>
          <Button onPress={() => save(draft, close)}>{t('account.content.consent.save')}</Button>
        </Actions>
      )}
    >
      <Choices data-testid="consent-choices">
        {COOKIE_CATEGORY_IDS.map((id) => {
          const level = consentLevelOfCategory(id);
          if (!level) return null;
          const locked = level === 'necessary';
          return (
            <Checkbox
              key={id}
              isSelected={locked || draft[level]}
              isDisabled={locked}
              onChange={(isSelected) => setDraft((previous) => ({ ...previous, [level]: isSelected }))}
              description={t(`account.content.consent.${id}.description`)}
            >
              {t(`account.content.consent.${id}`)}
            </Checkbox>
          );
        })}
        {showListLink ? (
          // The list is a page of its own: following the link closes the dialog, or it would stay
          // open over the page it opened.
          <Link href={buildPath('cookieList')} variant="standalone" onPress={() => onOpenChange(false)}>
            {t('account.content.consent.listLink')}
          </Link>
        ) : null}
      </Choices>
    </Dialog>
  );
}

/**
 * The consent settings: the four cookie categories (C0001 strictly necessary, always on; C0002
 * performance; C0003 functional and personalisation; C0004 targeting) as checkboxes over the consent
 * store of `GlimtProvider`. "Lagre valgene" writes the choice, "Godta alle" and "Bare nødvendige"
 * write theirs; every opening starts from the consent as it is. Open it from the footer's
 * cookie-settings button (`ShopLayout`'s `onCookieSettings`).
 */
export const ConsentSettings = /* @__PURE__ */ withAccountTexts(ConsentSettingsView);
