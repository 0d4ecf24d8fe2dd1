import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { VirtualTryOn, type EyeCentres } from '@glimt/ui';
import { MOCK_MEDIA_ORIGIN, mockCatalogue } from '@glimt/ui/mocks';
import { untilState } from '../../../test-support/untilState';

const frame = mockCatalogue.entries.find((entry) => entry.article.hasVTO && entry.visual.shape !== null);
if (!frame) throw new Error('The fixture catalogue has no glasses with try-on');
const productName = `${frame.article.brand} ${frame.article.name}`;

// -----------------------------------------------------------------------------------------------
// The stubbed camera: a canvas stream of a drawn face, the same pixels every run
// -----------------------------------------------------------------------------------------------

const CAMERA = { width: 640, height: 480 };
/** Where the drawn face's eyes are, in camera pixels (what the stubbed detector answers). */
const EYES: EyeCentres = { left: { x: 264, y: 214 }, right: { x: 376, y: 214 } };

function drawFace(context: CanvasRenderingContext2D): void {
  const { width, height } = CAMERA;
  context.fillStyle = '#dfe6e9';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#c9d3d8';
  context.fillRect(0, 330, width, 150);
  // Shoulders, neck, hair and face.
  context.fillStyle = '#3b4a5a';
  context.beginPath();
  context.ellipse(320, 520, 230, 150, 0, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#d9a88a';
  context.fillRect(284, 320, 72, 80);
  context.fillStyle = '#5a3d2b';
  context.beginPath();
  context.ellipse(320, 190, 132, 150, 0, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#e8b99a';
  context.beginPath();
  context.ellipse(320, 230, 112, 140, 0, 0, Math.PI * 2);
  context.fill();
  // Brows, eyes, nose and mouth.
  context.strokeStyle = '#5a3d2b';
  context.lineWidth = 6;
  context.lineCap = 'round';
  for (const eye of [EYES.left, EYES.right]) {
    context.beginPath();
    context.moveTo(eye.x - 24, eye.y - 26);
    context.quadraticCurveTo(eye.x, eye.y - 36, eye.x + 24, eye.y - 26);
    context.stroke();
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.ellipse(eye.x, eye.y, 18, 10, 0, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#3a5f7a';
    context.beginPath();
    context.arc(eye.x, eye.y, 7, 0, Math.PI * 2);
    context.fill();
  }
  context.strokeStyle = '#c48f73';
  context.lineWidth = 4;
  context.beginPath();
  context.moveTo(320, 230);
  context.lineTo(310, 282);
  context.lineTo(328, 286);
  context.stroke();
  context.strokeStyle = '#a4584a';
  context.lineWidth = 5;
  context.beginPath();
  context.moveTo(292, 318);
  context.quadraticCurveTo(320, 334, 348, 318);
  context.stroke();
}

/** The stream the stubbed camera gave last, to check that the try-on stops it. */
let lastStream: MediaStream | undefined;

/** A camera that answers the drawn face. The picture is redrawn unchanged until the track stops. */
function stubCamera(): Promise<MediaStream> {
  const canvas = document.createElement('canvas');
  canvas.width = CAMERA.width;
  canvas.height = CAMERA.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('no canvas'));
  drawFace(context);
  const stream = canvas.captureStream(15);
  const [track] = stream.getVideoTracks();
  const timer = setInterval(() => {
    if (!track || track.readyState === 'ended') clearInterval(timer);
    else drawFace(context);
  }, 100);
  lastStream = stream;
  return Promise.resolve(stream);
}

/** A camera that fails the way a browser does. */
const failingCamera = (name: string) => () => Promise.reject(new DOMException('stub', name));

const findEyes = (): Promise<EyeCentres | null> => Promise.resolve(EYES);
const findNoFace = (): Promise<EyeCentres | null> => Promise.resolve(null);

// -----------------------------------------------------------------------------------------------

const meta = {
  title: 'Product/Virtual try-on',
  component: VirtualTryOn,
  args: {
    overlaySrc: `${MOCK_MEDIA_ORIGIN}/mock-media/try-on/${frame.article.id}.svg`,
    frameWidth: (frame.article.specification?.width ?? 52) * 2 + 18,
    productName,
    getCamera: stubCamera,
    detectEyes: findEyes,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VirtualTryOn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs to the button named `name` (at most `limit` presses) and presses Enter. */
async function pressByKeyboard(name: string | RegExp, limit = 8): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    await userEvent.tab();
    const focused = document.activeElement;
    const label = focused?.getAttribute('aria-label') ?? focused?.textContent ?? '';
    if (focused?.tagName === 'BUTTON' && (typeof name === 'string' ? label === name : name.test(label))) {
      await userEvent.keyboard('{Enter}');
      return;
    }
  }
  throw new Error(`No button "${String(name)}" within ${limit} tabs`);
}

/**
 * Waits for the view's own chunk (a fresh document loads it first), then starts the camera by
 * keyboard. What follows a start (the stream, the detector, a failure) is awaited by state too.
 */
async function startCamera(canvasElement: HTMLElement): Promise<void> {
  const canvas = within(canvasElement);
  const heading = await untilState('the try-on view (its own chunk) to load', () =>
    canvas.getByRole('heading', { name: `Prøv ${productName} på deg selv` }),
  );
  await expect(heading).toBeVisible();
  await pressByKeyboard('Start kamera');
}

/** The heading the try-on moves focus to once the camera has started or failed. */
const untilHeading = (canvasElement: HTMLElement, name: string) =>
  untilState(`the heading "${name}"`, () => within(canvasElement).getByRole('heading', { name }));

/** The ask state: what happens, that nothing leaves the device, and the start button. */
export const Ask: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const promise = await untilState('the try-on view (its own chunk) to load', () =>
      canvas.getByText(/ingenting sendes til oss eller lagres/),
    );
    await expect(promise).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Start kamera' })).toHaveFocus();
  },
};

/** The camera runs and the frame sits on the eyes (stubbed detector), mirrored; a snapshot is taken. */
export const LiveWithFramePlaced: Story = {
  name: 'Live with frame placed',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await startCamera(canvasElement);
    await expect(await untilHeading(canvasElement, 'Rammen følger ansiktet ditt')).toBeVisible();
    await step('the frame is centred between the eyes of the mirrored picture', async () => {
      const stage = canvas.getByTestId('try-on-stage').getBoundingClientRect();
      // The detector answers per video frame: the frame is placed once the stream's frames arrive.
      await untilState('the frame on the eyes', () => {
        const box = canvas.getByTestId('try-on-frame').getBoundingClientRect();
        const scale = stage.width / CAMERA.width;
        const midX = CAMERA.width - (EYES.left.x + EYES.right.x) / 2;
        expect(Math.abs(box.left + box.width / 2 - (stage.left + midX * scale))).toBeLessThan(2);
        expect(Math.abs(box.top + box.height / 2 - (stage.top + EYES.left.y * scale))).toBeLessThan(2);
        // 112 px between the eyes stand for 63 mm.
        const frameWidth = meta.args.frameWidth;
        expect(Math.abs(box.width - (112 / 63) * frameWidth * scale)).toBeLessThan(2);
      });
    });
    await step('a snapshot by keyboard gives a download link named after the product', async () => {
      await pressByKeyboard('Ta bilde');
      // The picture is encoded (canvas.toBlob) before the link appears.
      const link = await untilState('the snapshot link', () =>
        canvas.getByRole('link', { name: 'Last ned bildet' }),
      );
      await untilState('expect(link).toHaveFocus()', () => expect(link).toHaveFocus());
      await expect(link.getAttribute('download')).toMatch(/-prov-virtuelt\.png$/);
      await expect(link.getAttribute('href')).toMatch(/^blob:/);
      await expect(canvas.getByRole('status')).toHaveTextContent('Bildet er klart.');
    });
  },
};

/** "Stopp kamera": the camera's track ends and the try-on asks again, focus on its heading. */
export const StoppedByShopper: Story = {
  name: 'Stopped by the shopper',
  play: async ({ canvasElement }) => {
    await startCamera(canvasElement);
    await expect(await untilHeading(canvasElement, 'Rammen følger ansiktet ditt')).toBeVisible();
    await pressByKeyboard('Stopp kamera');
    const heading = await untilHeading(canvasElement, `Prøv ${productName} på deg selv`);
    await untilState('expect(heading).toHaveFocus()', () => expect(heading).toHaveFocus());
    await expect(lastStream?.getVideoTracks().map((track) => track.readyState)).toEqual(['ended']);
  },
};

/** No face is found: the shopper places and scales the frame by hand (keys here; buttons too). */
export const NoFaceFound: Story = {
  name: 'No face found (manual placement)',
  args: { detectEyes: findNoFace },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await startCamera(canvasElement);
    const frameElement = await untilState('the frame to place by hand', () =>
      canvas.getByRole('application', { name: /^Rammen / }),
    );
    await untilState('expect(frameElement).toHaveFocus()', () => expect(frameElement).toHaveFocus());
    await expect(canvas.getByRole('heading', { name: 'Vi fant ikke ansiktet ditt' })).toBeVisible();
    await expect(canvas.getByText(/Dra rammen på plass/)).toBeVisible();
    await step('arrows move the frame and + scales it', async () => {
      const before = frameElement.getBoundingClientRect();
      await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
      await userEvent.keyboard('+');
      await untilState(
        '{ const after = frameElement.getBoundingClientRect(); expect(after.width).toBeGreaterTh…',
        () => {
          const after = frameElement.getBoundingClientRect();
          expect(after.width).toBeGreaterThan(before.width);
          expect(after.left + after.width / 2).toBeGreaterThan(before.left + before.width / 2);
          expect(after.top + after.height / 2).toBeLessThan(before.top + before.height / 2);
        },
      );
    });
    await step('the buttons do the same', async () => {
      const before = frameElement.getBoundingClientRect();
      await pressByKeyboard('Gjør rammen mindre');
      await untilState('expect(frameElement.getBoundingClientRect().width).toBeLessThan(before.width)', () =>
        expect(frameElement.getBoundingClientRect().width).toBeLessThan(before.width),
      );
    });
  },
};

/** Permission denied: how to allow the camera again, and a retry. */
export const PermissionDenied: Story = {
  args: { getCamera: failingCamera('NotAllowedError') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await startCamera(canvasElement);
    const heading = await untilHeading(canvasElement, 'Kameraet er blokkert');
    await untilState('expect(heading).toHaveFocus()', () => expect(heading).toHaveFocus());
    await expect(
      within(canvas.getByTestId('try-on-panel')).getByText(/velg «Tillat» for kamera/),
    ).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Prøv igjen' })).toHaveFocus();
  },
};

/** No camera on the device. */
export const NoCamera: Story = {
  args: { getCamera: failingCamera('NotFoundError') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await startCamera(canvasElement);
    const heading = await untilHeading(canvasElement, 'Fant ikke noe kamera');
    await untilState('expect(heading).toHaveFocus()', () => expect(heading).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Prøv igjen' })).toHaveFocus();
  },
};

/**
 * A browser without `navigator.mediaDevices` (the real check, no stubbed camera): it says so at once
 * and offers no camera button.
 */
export const UnsupportedBrowser: Story = {
  args: { getCamera: undefined },
  beforeEach: () => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    return () => {
      delete (navigator as { mediaDevices?: unknown }).mediaDevices;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await untilHeading(canvasElement, 'Nettleseren din støttes ikke')).toBeVisible();
    await expect(
      within(canvas.getByTestId('try-on-panel')).getByText(/Bruk Edge, Chrome, Safari eller Firefox/),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await userEvent.tab();
    await expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement);
  },
};

/** Another app holds the camera: close it and retry. */
export const CameraInUse: Story = {
  args: { getCamera: failingCamera('NotReadableError') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await startCamera(canvasElement);
    const heading = await untilHeading(canvasElement, 'Kameraet er i bruk');
    await untilState('expect(heading).toHaveFocus()', () => expect(heading).toHaveFocus());
    await expect(
      within(canvas.getByTestId('try-on-panel')).getByText(/Lukk det, og prøv igjen/),
    ).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Prøv igjen' })).toHaveFocus();
  },
};

/** Anything else: the 3D/camera viewer error of the error catalogue, with a retry. */
export const ViewerError: Story = {
  args: { getCamera: () => Promise.reject(new Error('the camera pipeline broke')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await startCamera(canvasElement);
    const heading = await untilHeading(canvasElement, 'Kameravisningen virker ikke');
    await untilState('expect(heading).toHaveFocus()', () => expect(heading).toHaveFocus());
    // The live region is written after the heading shows (a render later).
    await untilState('the status says what went wrong', () =>
      expect(canvas.getByRole('status')).toHaveTextContent(/Noe gikk galt med kameravisningen/),
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Prøv igjen' })).toHaveFocus();
  },
};
