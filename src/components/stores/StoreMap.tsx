import { styled } from 'styled-components';
import { useTranslate } from '../../i18n/context';
import type { GeoPoint } from '../../shop/stores/distance';
import { MAP_HEIGHT, MAP_WIDTH, norwayOutlinePath, projectPoint } from '../../shop/stores/map';
import type { Store } from '../../shop/schemas/stores';
import { withBookingTexts } from '../booking/bookingTexts';

/** Props of {@link StoreMap}. */
export interface StoreMapProps {
  /** The stores to place. */
  stores: ReadonlyArray<Pick<Store, 'id' | 'name' | 'location'>>;
  /** The shopper's position, marked when known. */
  origin?: GeoPoint | null;
  /** A store to emphasise (the nearest, or the one hovered). */
  highlightId?: string | null;
}

const Svg = styled.svg`
  display: block;
  width: 100%;
  max-width: 320px;
  height: auto;
  background: ${({ theme }) => theme.colors.accentSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const OUTLINE = /* @__PURE__ */ norwayOutlinePath();

function StoreMapView({ stores, origin, highlightId }: StoreMapProps) {
  const t = useTranslate();
  const me = origin ? projectPoint(origin) : null;
  return (
    <Svg
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      role="img"
      aria-label={t('stores.mapLabel')}
      data-testid="store-map"
    >
      <path d={OUTLINE} fill="#ffffff" stroke="#0b5563" strokeWidth={1} strokeLinejoin="round" />
      {stores.map((store) => {
        const { x, y } = projectPoint(store.location);
        const active = store.id === highlightId;
        return (
          <circle
            key={store.id}
            cx={x}
            cy={y}
            r={active ? 5 : 3.5}
            fill={active ? '#b3261e' : '#0b5563'}
            stroke="#ffffff"
            strokeWidth={1}
            data-store-id={store.id}
          />
        );
      })}
      {me ? (
        <circle
          cx={me.x}
          cy={me.y}
          r={5}
          fill="#1a5fb4"
          stroke="#ffffff"
          strokeWidth={2}
          data-testid="map-origin"
        />
      ) : null}
    </Svg>
  );
}

/**
 * The overview map: an SVG of mainland Norway with each store placed from its coordinates. It works
 * offline (no tile server); it is a picture of the list beside it, so it is one image for assistive
 * technology, named by its label.
 */
export const StoreMap = /* @__PURE__ */ withBookingTexts(StoreMapView);
