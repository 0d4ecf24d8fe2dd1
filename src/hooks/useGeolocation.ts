import { useCallback, useEffect, useRef, useState } from 'react';

/** Where the "use my location" permission flow is. */
export type GeolocationStatus = 'idle' | 'asking' | 'granted' | 'denied' | 'unavailable';

/** The part of the browser's Geolocation API the flow needs (a test passes its own). */
export type GeolocationSource = Pick<Geolocation, 'getCurrentPosition'>;

/** What {@link useGeolocation} returns. */
export interface GeolocationState {
  status: GeolocationStatus;
  position: { lat: number; lng: number } | null;
  /** Asks the browser for the position (the browser asks the shopper for permission). */
  request: () => void;
}

/**
 * The "use my location" flow: idle, then asking (the browser's permission prompt), then granted with
 * a position, denied (the shopper said no), or unavailable (no Geolocation API, no fix, or a timeout).
 * @param source the Geolocation API @default navigator.geolocation, read when asked
 */
export function useGeolocation(source?: GeolocationSource | null): GeolocationState {
  const [status, setStatus] = useState<GeolocationStatus>('idle');
  const [position, setPosition] = useState<GeolocationState['position']>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const request = useCallback(() => {
    const api = source === undefined ? globalThis.navigator?.geolocation : source;
    if (!api) {
      setStatus('unavailable');
      return;
    }
    setStatus('asking');
    api.getCurrentPosition(
      (found) => {
        if (!mounted.current) return;
        setPosition({ lat: found.coords.latitude, lng: found.coords.longitude });
        setStatus('granted');
      },
      (error) => {
        if (!mounted.current) return;
        setStatus(error.code === 1 ? 'denied' : 'unavailable');
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  }, [source]);
  return { status, position, request };
}
