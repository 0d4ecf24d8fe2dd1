import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { styled } from 'styled-components';
import { useMediaQuery, usePrefersReducedMotion } from '../../hooks/useMediaQuery';
import { useTranslate } from '../../i18n/context';
import {
  PRODUCT_MEDIA_DESKTOP_QUERY,
  VIDEO_CONTROLS_HIDE_MS,
  type VideoSourceInfo,
} from '../../shop/product';
import { IconButton } from '../primitives/IconButton';

/** Props of {@link ProductVideo}. */
export interface ProductVideoProps {
  /** Sources of the desktop video (768 px and wider), e.g. a WebM and an MP4 of one clip. */
  sources: readonly VideoSourceInfo[];
  /** Sources on phones (under 768 px). @default sources */
  mobileSources?: readonly VideoSourceInfo[];
  /**
   * The element whose mouse movement shows the controls again (the whole card). The video's own
   * box when omitted.
   */
  activityRef?: RefObject<HTMLElement | null>;
  className?: string;
}

const Layer = styled.div`
  position: absolute;
  inset: 0;
`;

// eslint-disable-next-line no-restricted-syntax -- no src or poster of its own: its <source>s take MediaUrls
const Video = styled.video<{ $started: boolean }>`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: contain;
  /* Transparent until the first frame plays, so the picture underneath is the poster. */
  opacity: ${({ $started }) => ($started ? 1 : 0)};
`;

const Controls = styled.div<{ $hidden: boolean }>`
  position: absolute;
  right: ${({ theme }) => theme.space[1]};
  bottom: ${({ theme }) => theme.space[1]};
  /* Above the card link's click area, so the button gets its own presses. */
  z-index: 2;
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
  transition: opacity ${({ theme }) => theme.durations.normal}ms ${({ theme }) => theme.easings.standard};
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }

  & button {
    border-radius: ${({ theme }) => theme.radii.pill};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
    </svg>
  );
}

function startPlayback(video: HTMLVideoElement): void {
  video.muted = true;
  try {
    // play() rejects when the browser refuses autoplay or a pause interrupts it; the button stays.
    Promise.resolve(video.play()).catch(() => undefined);
  } catch {
    // Environments without media playback (jsdom) throw instead.
  }
}

interface PlayerProps {
  sources: readonly VideoSourceInfo[];
  activityRef?: RefObject<HTMLElement | null>;
  isDesktop: boolean;
  reducedMotion: boolean;
  className?: string;
}

function Player({ sources, activityRef, isDesktop, reducedMotion, className }: PlayerProps) {
  const t = useTranslate();
  const layerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const userPaused = useRef(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [isPlaying, setPlaying] = useState(false);
  const [hasStarted, setStarted] = useState(false);
  const [isIdle, setIdle] = useState(false);
  const [hasFocus, setFocus] = useState(false);

  /** Shows the controls and hides them again after 1.5 s without mouse movement. */
  const wake = useCallback(() => {
    setIdle(false);
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setIdle(true), VIDEO_CONTROLS_HIDE_MS);
  }, []);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  useEffect(() => {
    const target = activityRef?.current ?? layerRef.current;
    if (!target) return;
    target.addEventListener('mousemove', wake);
    return () => target.removeEventListener('mousemove', wake);
  }, [activityRef, wake]);

  // Autoplay, muted and looped, unless the user prefers reduced motion or paused it.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = true;
    if (reducedMotion) video.pause();
    else if (!userPaused.current) startPlayback(video);
  }, [reducedMotion]);

  useEffect(() => {
    if (isPlaying) wake();
  }, [isPlaying, wake]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      userPaused.current = false;
      startPlayback(video);
    } else {
      userPaused.current = true;
      video.pause();
    }
    wake();
  };

  const controlsHidden = isDesktop && isPlaying && isIdle && !hasFocus;

  return (
    <Layer
      ref={layerRef}
      className={className}
      data-video-state={isPlaying ? 'playing' : 'paused'}
      data-controls={controlsHidden ? 'hidden' : 'visible'}
    >
      <Video
        ref={videoRef}
        $started={hasStarted}
        muted
        loop
        playsInline
        disablePictureInPicture
        preload={reducedMotion ? 'none' : 'metadata'}
        aria-hidden="true"
        tabIndex={-1}
        onPlay={() => setPlaying(true)}
        onPlaying={() => setStarted(true)}
        onPause={() => setPlaying(false)}
      >
        {sources.map((source) => (
          // eslint-disable-next-line no-restricted-syntax -- VideoSourceInfo.src is a MediaUrl (toVideoSources)
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </Video>
      <Controls $hidden={controlsHidden}>
        <IconButton
          variant="secondary"
          size="md"
          aria-label={isPlaying ? t('productCard.video.pause') : t('productCard.video.play')}
          icon={isPlaying ? <PauseIcon /> : <PlayIcon />}
          onPress={toggle}
          onFocus={() => {
            setFocus(true);
            wake();
          }}
          onBlur={() => setFocus(false)}
          data-testid="video-toggle"
        />
      </Controls>
    </Layer>
  );
}

/**
 * The video of a product card, over its picture: muted, looped and started on its own unless the
 * user prefers reduced motion; a play/pause button (mouse, Enter or Space) toggles it. On desktop
 * (768 px and wider) the button fades out 1.5 s after the last mouse movement while the video plays
 * and comes back on movement or keyboard focus. Phones get the mobile variant's video when there is
 * one. Until the first frame plays the picture underneath shows through.
 */
export function ProductVideo({ sources, mobileSources, activityRef, className }: ProductVideoProps) {
  const isDesktop = useMediaQuery(PRODUCT_MEDIA_DESKTOP_QUERY);
  const reducedMotion = usePrefersReducedMotion();
  const active = isDesktop ? sources : (mobileSources ?? sources);
  if (active.length === 0) return null;
  // A new source list is a new clip: start over with fresh state.
  const key = active.map((source) => source.src).join(' ');
  return (
    <Player
      key={key}
      sources={active}
      activityRef={activityRef}
      isDesktop={isDesktop}
      reducedMotion={reducedMotion}
      className={className}
    />
  );
}
