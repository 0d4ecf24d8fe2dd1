import { useId, type ReactNode, type RefObject } from 'react';
import { mergeProps, useDialog } from 'react-aria';
import { useOverlayTriggerState } from 'react-stately';
import { useTheme } from 'styled-components';
import { CloseButton, ModalFrame, type ModalPanelArgs } from '../../../../components/primitives/ModalFrame';
import { usePrefersReducedMotion } from '../../../../hooks/useMediaQuery';
import { useWidgetTexts } from '../useWidgetTexts';
import * as F from '../filters.styles';
import * as S from './FilterSheet.styles';

/** Props of {@link FilterSheet}. */
export interface FilterSheetProps {
  /** Whether it is open (controlled; history state `filters_open`). */
  isOpen: boolean;
  /** Called with `false` when the shopper closes it (close button, Escape, scrim, "Vis N produkter"). */
  onOpenChange: (isOpen: boolean) => void;
  /** Products the chosen filters leave, as the page knows them now (the button says it). */
  productCount: number;
  /** The filters, usually a `FilterPanel` (and `ActiveFilterChips`). */
  children?: ReactNode;
  /** The heading. @default the locale's "Filtre" */
  title?: string;
  /** Shows "Fjern alle filtre" in the footer when given. */
  onClearAll?: () => void;
}

interface PanelProps extends FilterSheetProps {
  frame: ModalPanelArgs;
  transitionMs: number;
  close: () => void;
}

function SheetPanel({ frame, transitionMs, close, title, children, productCount, onClearAll }: PanelProps) {
  const t = useWidgetTexts();
  const { modalRef, modalProps, isExiting } = frame;
  const { dialogProps, titleProps } = useDialog({}, modalRef);
  const countId = useId();
  const show = t('showProducts', { count: productCount });
  return (
    <S.Panel
      {...mergeProps(modalProps, dialogProps)}
      ref={modalRef as RefObject<HTMLDivElement>}
      data-testid="filter-sheet"
      data-exiting={isExiting || undefined}
      $exiting={isExiting}
      $ms={transitionMs}
    >
      <S.Header>
        <S.Title {...titleProps}>{title ?? t('filters')}</S.Title>
        <CloseButton label={t('closeFilters')} onPress={close} />
      </S.Header>
      <S.Body>{children}</S.Body>
      <S.Footer>
        {onClearAll && (
          <F.TextButton type="button" onClick={onClearAll}>
            {t('clearAllFilters')}
          </F.TextButton>
        )}
        <S.ShowButton type="button" onClick={close}>
          {show}
        </S.ShowButton>
        {/* The count changes while filters are chosen out of the button's sight: said politely. */}
        <F.LiveRegion id={countId} role="status">
          {t('productCount', { count: productCount })}
        </F.LiveRegion>
      </S.Footer>
    </S.Panel>
  );
}

/**
 * The filters on a phone: a bottom sheet that is a real modal dialog (react-aria). Focus moves in
 * and is trapped, Escape, the close button and the scrim close it, the page behind does not
 * scroll, and focus returns to the button that opened it. Its footer's "Vis N produkter" closes
 * it and says the live count the page passes in (also announced politely as it changes). On a
 * wide screen the page shows `FilterPanel` in a sidebar instead.
 */
export function FilterSheet(props: FilterSheetProps) {
  const { isOpen, onOpenChange } = props;
  const state = useOverlayTriggerState({ isOpen, onOpenChange });
  const theme = useTheme();
  const transitionMs = usePrefersReducedMotion() ? 0 : theme.durations.normal;
  return (
    <ModalFrame
      state={state}
      isDismissable
      isKeyboardDismissDisabled={false}
      transitionMs={transitionMs}
      zIndex={theme.zIndices.drawer}
      placement="bottom"
    >
      {(frame) => <SheetPanel {...props} frame={frame} transitionMs={transitionMs} close={state.close} />}
    </ModalFrame>
  );
}
