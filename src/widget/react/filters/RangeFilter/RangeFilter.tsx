import { useId, useMemo, useRef, type FormEvent, type RefObject } from 'react';
import { mergeProps, useFocusRing, useSlider, useSliderThumb, VisuallyHidden } from 'react-aria';
import { useSliderState, type SliderState } from 'react-stately';
import type { WidgetTranslate } from '../../../core/i18n';
import { useRangeFilter } from '../useRangeFilter';
import { useWidgetTexts } from '../useWidgetTexts';
import type { FilterComponentProps } from '../types';
import * as F from '../filters.styles';
import * as S from './RangeFilter.styles';

/** Props of {@link RangeFilter}. */
export type RangeFilterProps = FilterComponentProps;

/** `Intl.NumberFormat`'s shape, as react-stately's slider wants it, over the widget's texts. */
function numberFormatterOf(t: WidgetTranslate, unit: string): Intl.NumberFormat {
  const format = (value: number) => {
    const text = t('rangeNumber', { value });
    return unit ? `${text} ${unit}` : text;
  };
  return { format } as Intl.NumberFormat;
}

interface ThumbProps {
  index: number;
  state: SliderState;
  trackRef: RefObject<HTMLDivElement | null>;
  label: string;
}

function Thumb({ index, state, trackRef, label }: ThumbProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { thumbProps, inputProps, isDragging } = useSliderThumb(
    { index, trackRef, inputRef, 'aria-label': label },
    state,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <S.Thumb
      {...thumbProps}
      style={{ left: `${state.getThumbPercent(index) * 100}%` }}
      $focused={isFocusVisible}
      $dragging={isDragging}
    >
      <VisuallyHidden>
        <input ref={inputRef} {...mergeProps(inputProps, focusProps)} />
      </VisuallyHidden>
    </S.Thumb>
  );
}

/**
 * A range filter (price): a two-thumb slider and two typed bounds, both working from the keyboard.
 * The thumbs are react-aria slider thumbs (arrow keys move by one step, Page Up/Down by a tenth,
 * Home/End to the bounds) and apply when let go; the fields apply on Enter or "Bruk" and say what
 * to fix beside the field (not a number, outside the bounds, low above high). Reports `inrange`
 * `[low, high]` (or `leq`/`geq` when the API offers those), `null` for the whole range. Its logic
 * is {@link useRangeFilter}.
 */
export function RangeFilter({ className, labelledBy: _labelledBy, ...options }: RangeFilterProps) {
  const t = useWidgetTexts();
  const range = useRangeFilter(options);
  const group = options.filter.meta.group_title;
  const { bounds } = range;
  const unit = bounds?.unit ?? '';
  const numberFormatter = useMemo(() => numberFormatterOf(t, unit), [t, unit]);
  const trackRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const state = useSliderState({
    label: group,
    value: [...range.draft],
    minValue: bounds?.min ?? 0,
    maxValue: bounds?.max ?? 0,
    step: bounds?.step ?? 1,
    numberFormatter,
    onChange: (values: number[]) => range.setDraft([values[0] ?? 0, values[1] ?? 0]),
    onChangeEnd: (values: number[]) => range.commit([values[0] ?? 0, values[1] ?? 0]),
  });
  const { groupProps, trackProps } = useSlider({ 'aria-label': group }, state, trackRef);

  if (!bounds || bounds.min === bounds.max)
    return <F.Empty className={className}>{t('filterNoValues')}</F.Empty>;

  const lowLabel = t('rangeLowLabel', { group });
  const highLabel = t('rangeHighLabel', { group });
  const error = (which: 'low' | 'high') => {
    const problem = range.errors[which];
    return problem ? t(problem.key, problem.values) : null;
  };
  const lowError = error('low');
  const highError = error('high');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = range.submitInputs();
    if (result && !result.ok) {
      // Focus the first field to fix once its message is rendered (its description says what is wrong).
      const target = `${id}-${result.low ? 'low' : 'high'}`;
      setTimeout(() => document.getElementById(target)?.focus(), 0);
    }
  };
  const left = state.getThumbPercent(0) * 100;
  const right = state.getThumbPercent(1) * 100;

  return (
    <F.Root className={className}>
      <S.Slider {...groupProps}>
        <S.Track {...trackProps} ref={trackRef}>
          <S.Fill style={{ left: `${left}%`, width: `${right - left}%` }} />
          <Thumb index={0} state={state} trackRef={trackRef} label={lowLabel} />
          <Thumb index={1} state={state} trackRef={trackRef} label={highLabel} />
        </S.Track>
      </S.Slider>
      <S.Fields onSubmit={onSubmit} noValidate aria-label={group}>
        <S.Field>
          <label htmlFor={`${id}-low`}>{lowLabel}</label>
          <S.InputWrap>
            <S.Input
              id={`${id}-low`}
              inputMode="decimal"
              autoComplete="off"
              value={range.lowText}
              onChange={(event) => range.setLowText(event.target.value)}
              aria-invalid={lowError ? true : undefined}
              aria-describedby={lowError ? `${id}-low-error` : undefined}
              $invalid={Boolean(lowError)}
            />
            {unit && <S.Unit aria-hidden="true">{unit}</S.Unit>}
          </S.InputWrap>
          {lowError && <S.Error id={`${id}-low-error`}>{lowError}</S.Error>}
        </S.Field>
        <S.Field>
          <label htmlFor={`${id}-high`}>{highLabel}</label>
          <S.InputWrap>
            <S.Input
              id={`${id}-high`}
              inputMode="decimal"
              autoComplete="off"
              value={range.highText}
              onChange={(event) => range.setHighText(event.target.value)}
              aria-invalid={highError ? true : undefined}
              aria-describedby={highError ? `${id}-high-error` : undefined}
              $invalid={Boolean(highError)}
            />
            {unit && <S.Unit aria-hidden="true">{unit}</S.Unit>}
          </S.InputWrap>
          {highError && <S.Error id={`${id}-high-error`}>{highError}</S.Error>}
        </S.Field>
        <S.Apply type="submit">{t('rangeApply')}</S.Apply>
      </S.Fields>
    </F.Root>
  );
}
