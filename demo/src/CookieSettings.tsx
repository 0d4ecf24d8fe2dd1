import { useState } from 'react';
import { Button, Checkbox, Dialog } from '@glimt/ui';
import type { ConsentLevel, ConsentStore } from '@glimt/ui/tracking';

/** The levels a visitor can choose; `necessary` is always on. */
const CHOICES: ReadonlyArray<{
  level: Exclude<ConsentLevel, 'necessary'>;
  label: string;
  description: string;
}> = [
  {
    level: 'preferences',
    label: 'Personlig tilpasning',
    description: 'Anbefalte produkter ut fra det du ser på.',
  },
  { level: 'statistics', label: 'Statistikk', description: 'Hjelper oss å forstå hvordan siden brukes.' },
  { level: 'marketing', label: 'Markedsføring', description: 'Relevante tilbud på andre nettsteder.' },
];

/** Props of {@link CookieSettings}. */
export interface CookieSettingsProps {
  consent: ConsentStore;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The demo's stand-in for a consent platform's settings: the footer's cookie-settings button opens
 * it, and "Lagre" writes the choice to the consent store the library reads (the recommendations
 * block needs `preferences`).
 */
export function CookieSettings({ consent, isOpen, onOpenChange }: CookieSettingsProps) {
  const [draft, setDraft] = useState(() => consent.get());
  const [wasOpen, setWasOpen] = useState(isOpen);
  // Each opening starts from the consent as it is now.
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setDraft(consent.get());
  }
  return (
    <Dialog
      title="Innstillinger for informasjonskapsler"
      description="Nødvendige informasjonskapsler er alltid på. Velg hva annet vi får bruke."
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={(close) => (
        <Button
          onPress={() => {
            consent.set(draft);
            close();
          }}
        >
          Lagre valgene
        </Button>
      )}
    >
      <div style={{ display: 'grid', gap: 16 }}>
        {CHOICES.map((choice) => (
          <Checkbox
            key={choice.level}
            isSelected={draft[choice.level]}
            onChange={(isSelected) => setDraft((current) => ({ ...current, [choice.level]: isSelected }))}
            description={choice.description}
          >
            {choice.label}
          </Checkbox>
        ))}
      </div>
    </Dialog>
  );
}
