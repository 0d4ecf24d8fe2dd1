import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import type { SurfacesDecision } from '../../core/surfaces';
import { RecommendationGrid } from '../RecommendationGrid';
import { RecommendationSlider } from '../RecommendationSlider';
import type { RecommendationViewProps } from '../recommendations/types';
import { useSurfaces, type SurfaceTarget } from './useSurfaces';

/** One recommendation insertion into the host's markup. */
export interface Surface extends SurfaceTarget {
  /** A slider or a grid. @default 'slider' */
  view?: 'slider' | 'grid';
  /** What to recommend and how (the slider's or grid's props). */
  recommendations: Omit<RecommendationViewProps, 'onStateChange' | 'fallback'>;
}

/** Props of {@link Surfaces}. */
export interface SurfacesProps {
  surfaces: readonly Surface[];
  /** Called when the surfaces keep showing, or give the page back (`restore`) because all failed. */
  onDecision?: (decision: SurfacesDecision) => void;
}

/**
 * Recommendation surfaces: sliders or grids inserted into the host's own markup (widget spec,
 * section 4) before, after or in place of the elements the selectors find. If every surface fails
 * or comes back empty, the insertions are removed and the original elements restored, so the page
 * looks as it did without the widget. A surface the host removes is put back, at most 10 times a
 * second. Renders nothing itself (the surfaces are portals).
 * @example
 * <Surfaces surfaces={[{ id: 'pdp', selector: '#related', recommendations: { kind: 'product', productId: '100001' } }]} />
 */
export function Surfaces({ surfaces, onDecision }: SurfacesProps) {
  const { containers, report, decision } = useSurfaces(surfaces);
  useEffect(() => onDecision?.(decision), [onDecision, decision]);
  return (
    <>
      {surfaces.map((surface) => {
        const container = containers.get(surface.id);
        if (!container) return null;
        const View = surface.view === 'grid' ? RecommendationGrid : RecommendationSlider;
        return createPortal(
          <View {...surface.recommendations} onStateChange={(view) => report(surface.id, view)} />,
          container,
          surface.id,
        );
      })}
    </>
  );
}
