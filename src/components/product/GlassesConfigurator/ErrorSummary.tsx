import { useTranslate } from '../../../i18n/context';
import { Summary, SummaryLink } from './GlassesConfigurator.styles';
import type { GlassesFormField, GlassesSummaryEntry } from './useGlassesConfigurator';

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  /** What to fix, in the order of the form. */
  entries: readonly GlassesSummaryEntry[];
  /** The colour named by the lens colour message. */
  colour: string;
  /** Takes focus to a field. */
  onFocusField: (field: GlassesFormField) => void;
}

/**
 * The list of what to fix after a failed submit, announced politely; each entry takes focus to its
 * field (the form itself has already focused the first).
 */
export function ErrorSummary({ entries, colour, onFocusField }: ErrorSummaryProps) {
  const t = useTranslate();
  return (
    <div role="status" aria-live="polite">
      {entries.length > 0 ? (
        <SummaryBox entries={entries} colour={colour} onFocusField={onFocusField} t={t} />
      ) : null}
    </div>
  );
}

function SummaryBox({
  entries,
  colour,
  onFocusField,
  t,
}: ErrorSummaryProps & { t: ReturnType<typeof useTranslate> }) {
  return (
    <Summary aria-labelledby="glasses-error-summary">
      <h3 id="glasses-error-summary">{t('product.glasses.errorSummaryTitle')}</h3>
      <p>{t('form.errorSummary', { count: entries.length })}</p>
      <ul>
        {entries.map((entry) => (
          <li key={entry.field}>
            <SummaryLink type="button" onClick={() => onFocusField(entry.field)}>
              {t(entry.message, { colour })}
            </SummaryLink>
          </li>
        ))}
      </ul>
    </Summary>
  );
}
