import { Radio, RadioGroup } from '../../../components/primitives/RadioGroup';
import { VisuallyHidden } from '../../../components/primitives/VisuallyHidden';
import { RADIO_ALL_KEY, useRadioFilter } from './useRadioFilter';
import { useWidgetTexts } from './useWidgetTexts';
import type { FilterComponentProps } from './types';
import * as S from './filters.styles';

/** Props of {@link RadioFilter}. */
export type RadioFilterProps = FilterComponentProps;

/**
 * A radio group for a filter that applies one value (`eq`, or `neq` to leave it out), with "all"
 * first. Arrow keys move the choice (react-aria); each choice reports the next filter, "all"
 * reports `null`. Its logic is {@link useRadioFilter}.
 */
export function RadioFilter({ labelledBy, className, ...options }: RadioFilterProps) {
  const t = useWidgetTexts();
  const { options: values, selectedKey, choose } = useRadioFilter(options);
  if (values.length === 0) return <S.Empty className={className}>{t('filterNoValues')}</S.Empty>;
  const group = options.filter.meta.group_title;
  const label = (name: string) => (options.filter.op === 'neq' ? t('filterExcluded', { value: name }) : name);
  return (
    <RadioGroup
      label={<VisuallyHidden>{group}</VisuallyHidden>}
      aria-labelledby={labelledBy}
      value={selectedKey}
      onChange={choose}
      className={className}
    >
      <Radio value={RADIO_ALL_KEY}>{t('filterAll')}</Radio>
      {values.map((option) => (
        <Radio
          key={option.key}
          value={option.key}
          isDisabled={option.count === 0 && selectedKey !== option.key}
        >
          {label(option.name)}
          {option.count !== null && <S.Count> ({option.count})</S.Count>}
        </Radio>
      ))}
    </RadioGroup>
  );
}
