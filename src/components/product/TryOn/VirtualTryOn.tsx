import { useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useTranslate } from '../../../i18n';
// The URL gate itself, not the card's alias in shop/product: that module brings the article schemas
// (zod) into this lazy chunk's graph, and so into the chunks the shell's bundles share.
import { DEFAULT_MEDIA_HOSTS, toAllowedImageUrl } from '../../../utils/url';
import { tryOnSnapshotFileName, tryOnTexts } from '../../../shop/tryOn';
import type { VirtualTryOnProps } from './types';
import { withGlimtTheme } from '../../../theme/fallback';
import { Button } from '../../primitives/Button';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { withProductTexts } from '../productTexts';
import { ManualControls } from './ManualControls';
import { TryOnPanel } from './TryOnPanel';
import { TryOnStage } from './TryOnStage';
import { useSnapshot } from './useSnapshot';
import { useTryOn } from './useTryOn';
import { Actions, Bar, Muted, Root, Snapshot, Text, Title } from './VirtualTryOn.styles';

/** The overlay's width / height until it has loaded (the fixture overlays' own). */
const DEFAULT_OVERLAY_ASPECT = 360 / 140;

const DownloadLink = styled.a`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-underline-offset: 3px;
`;

function TryOnView({
  overlaySrc,
  frameWidth,
  productName,
  getCamera,
  detectEyes,
  imageHosts = DEFAULT_MEDIA_HOSTS,
  headingLevel = 2,
}: VirtualTryOnProps) {
  const t = useTranslate();
  const src = toAllowedImageUrl(overlaySrc, imageHosts);
  const [aspect, setAspect] = useState(DEFAULT_OVERLAY_ASPECT);
  const tryOn = useTryOn({ getCamera, detectEyes, frameWidth, overlayAspect: aspect });
  const { state, placement, videoSize, failViewer } = tryOn;
  const snap = useSnapshot();
  const hintId = useId();
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const frameRef = useRef<HTMLDivElement | null>(null);
  const overlayRef = useRef<HTMLImageElement | null>(null);
  const downloadRef = useRef<HTMLAnchorElement | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // A refused overlay URL: nothing to try on, nothing is requested.
  useEffect(() => {
    if (src === null) failViewer();
  }, [src, failViewer]);

  const texts = tryOnTexts(state, placement !== null);
  const product = { product: productName };
  const title = t(texts.title, product);
  const body = t(texts.body, product);
  const running = state.status === 'starting' || state.status === 'live' || state.status === 'noFace';
  const manual = state.status === 'noFace';

  // Every new state is announced; focus goes to its heading (or the frame to place by hand).
  const shown = useRef(title);
  useEffect(() => {
    if (shown.current === title) return;
    shown.current = title;
    setAnnouncement(running ? title : `${title} ${body}`);
  }, [title, body, running]);
  const status = useRef(state.status);
  const focusPending = useRef(false);
  useEffect(() => {
    if (status.current !== state.status) {
      status.current = state.status;
      // Live keeps the focus where it is (the heading of starting) while the frame starts following.
      // An unsupported browser is found on mount, not by anything the shopper did: it is announced,
      // but focus stays where the shopper has it (a few frames later it would pull a Tab back).
      focusPending.current = state.status !== 'live' && state.status !== 'unsupported';
    }
    // The frame to place by hand takes focus once it has a place (a hidden element cannot). Focus
    // stays pending until its target is on screen: under load the frame can render a commit later.
    if (!focusPending.current || (manual && placement === null)) return;
    const target = manual ? frameRef.current : headingRef.current;
    if (!target) return;
    focusPending.current = false;
    target.focus();
    if (target.ownerDocument.activeElement === target) return;
    // In the visual run Chromium still computed the new frame as `visibility: hidden` for about three
    // frames after the commit that shows it, and a hidden element takes no focus: try again on the
    // next frames, ten at most.
    let tries = 0;
    let frame = 0;
    const retry = () => {
      target.focus();
      tries += 1;
      if (target.ownerDocument.activeElement !== target && tries < 10) frame = requestAnimationFrame(retry);
    };
    frame = requestAnimationFrame(retry);
    return () => cancelAnimationFrame(frame);
  }, [state.status, manual, placement, videoSize]);

  // The download link takes focus once it is on screen: an effect on the new snapshot, not a frame
  // callback that may run before React has rendered the link (it did under load).
  const focusDownload = useRef(false);
  const snapshotUrl = snap.snapshot?.url ?? null;
  useEffect(() => {
    if (!focusDownload.current || snapshotUrl === null) return;
    focusDownload.current = false;
    downloadRef.current?.focus();
  }, [snapshotUrl]);

  const takeSnapshot = async () => {
    focusDownload.current = true;
    const taken = await snap.take(tryOn.videoRef.current, overlayRef.current, placement, videoSize);
    if (!taken) focusDownload.current = false;
    setAnnouncement(taken ? t('product.tryOn.snapshotReady') : t('product.tryOn.snapshotFailed'));
  };

  const stop = () => {
    snap.forget();
    tryOn.stop();
  };

  const retry = (
    <Button onPress={tryOn.start} data-testid="try-on-retry">
      {t('product.tryOn.retry')}
    </Button>
  );

  return (
    <Root aria-label={t('product.tryOn.open')} data-testid="virtual-try-on" data-status={state.status}>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {state.status === 'ask' && (
        <TryOnPanel
          tone="neutral"
          title={title}
          body={body}
          headingLevel={headingLevel}
          headingRef={headingRef}
          actions={<Button onPress={tryOn.start}>{t('product.tryOn.start')}</Button>}
        >
          <Muted>{t('product.tryOn.ask.hint')}</Muted>
        </TryOnPanel>
      )}
      {running && src && (
        <>
          <TryOnStage
            videoRef={tryOn.videoRef}
            overlaySrc={src}
            overlayRef={overlayRef}
            videoSize={videoSize}
            placement={state.status === 'starting' ? null : placement}
            following={state.status === 'live'}
            manual={manual}
            videoLabel={t('product.tryOn.video', product)}
            frameLabel={t('product.tryOn.frame', product)}
            hintId={hintId}
            frameRef={frameRef}
            status={state.status === 'live' && placement === null ? title : undefined}
            onOverlayLoad={setAspect}
            onOverlayError={failViewer}
            onMove={tryOn.moveBy}
            onScale={tryOn.scaleBy}
            onPlace={tryOn.place}
          />
          <Bar>
            <Title as={`h${headingLevel}`} ref={headingRef} tabIndex={-1}>
              {title}
            </Title>
            <Muted id={hintId}>{body}</Muted>
            {manual && videoSize && (
              <ManualControls videoWidth={videoSize.width} onMove={tryOn.moveBy} onScale={tryOn.scaleBy} />
            )}
            <Actions>
              <Button
                onPress={() => void takeSnapshot()}
                isDisabled={placement === null || state.status === 'starting'}
              >
                {t('product.tryOn.snapshot')}
              </Button>
              <Button variant="secondary" onPress={stop}>
                {t('product.tryOn.stop')}
              </Button>
            </Actions>
            {snap.snapshot && (
              <Snapshot data-testid="try-on-snapshot">
                {/* eslint-disable-next-line no-restricted-syntax -- a blob: URL this page made of its own canvas, no data */}
                <img src={snap.snapshot.url} alt={t('product.tryOn.snapshotAlt', product)} />
                <DownloadLink
                  ref={downloadRef}
                  href={snap.snapshot.url}
                  download={tryOnSnapshotFileName(productName)}
                >
                  {t('product.tryOn.snapshotDownload')}
                </DownloadLink>
              </Snapshot>
            )}
            {snap.failed && <Text>{t('product.tryOn.snapshotFailed')}</Text>}
          </Bar>
        </>
      )}
      {!running && state.status !== 'ask' && (
        <TryOnPanel
          tone="problem"
          title={title}
          body={body}
          headingLevel={headingLevel}
          headingRef={headingRef}
          actions={texts.retry ? retry : undefined}
        />
      )}
    </Root>
  );
}

/**
 * The try-on view itself, loaded by {@link VirtualTryOn} (`./LazyVirtualTryOn`) as a chunk of its
 * own: the virtual try-on (issue #17): the shopper's camera picture, mirrored, with the frame drawn over
 * the eyes. It first explains what happens (nothing leaves the device) and asks to start the
 * camera; then it follows the face, or, where no face is found, lets the shopper place and scale
 * the frame by pointer, wheel, pinch, buttons or keys (arrows, + and −). "Ta bilde" saves a
 * picture. Every camera failure has its own state: permission denied (how to allow it again), no
 * camera, camera in use, unsupported browser, and the viewer error. The camera stops when the view
 * unmounts. The face detector (face-api, with its weights from the npm package) is imported only
 * when the camera starts: render this view lazily, inside the dialog that opens it.
 */
export const VirtualTryOnView = /* @__PURE__ */ withGlimtTheme(/* @__PURE__ */ withProductTexts(TryOnView));
