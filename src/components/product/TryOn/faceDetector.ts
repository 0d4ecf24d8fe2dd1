/**
 * The try-on's real eye finder: `@vladmandic/face-api` (TensorFlow.js inside) with its tiny face
 * detector and tiny 68-point landmark net. Heavy (face-api and tfjs about 1.3 MB, the weights
 * 0.37 MB), so only `useTryOn` reaches it, through `import()` when the camera starts: the product
 * page and the rest of the library never load it.
 *
 * No model is downloaded: the weights come from the package's own `model/` folder, embedded by
 * `scripts/build-face-models.mjs` into `faceModels.generated.ts` (see that script for why), and are
 * handed to the networks with `loadFromWeightMap`. The backend is set to WebGL, or the CPU where
 * WebGL is missing, never the WASM backend (it would fetch its `.wasm` binaries).
 */
import * as faceapi from '@vladmandic/face-api';
import type { EyeCentres, TryOnPoint } from '../../../shop/tryOn';
import {
  FACE_LANDMARK_68_TINY_WEIGHTS,
  TINY_FACE_DETECTOR_WEIGHTS,
  type FaceModelWeights,
} from './faceModels.generated';

/** The engine calls face-api re-exports from tfjs but does not declare. */
interface TfEngine {
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
}

function base64Bytes(data: string): Uint8Array<ArrayBuffer> {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function weightMap(model: FaceModelWeights): faceapi.tf.NamedTensorMap {
  return faceapi.tf.io.decodeWeights(base64Bytes(model.data).buffer, model.specs);
}

async function chooseBackend(): Promise<void> {
  const engine = faceapi.tf as unknown as TfEngine;
  let chosen = false;
  try {
    chosen = await engine.setBackend('webgl');
  } catch {
    chosen = false;
  }
  if (!chosen) await engine.setBackend('cpu');
  await engine.ready();
}

let loading: Promise<void> | undefined;

/** Chooses the backend and loads the two networks from the embedded weights, once. */
export function loadFaceDetector(): Promise<void> {
  loading ??= (async () => {
    await chooseBackend();
    if (!faceapi.nets.tinyFaceDetector.isLoaded) {
      faceapi.nets.tinyFaceDetector.loadFromWeightMap(weightMap(TINY_FACE_DETECTOR_WEIGHTS));
    }
    if (!faceapi.nets.faceLandmark68TinyNet.isLoaded) {
      faceapi.nets.faceLandmark68TinyNet.loadFromWeightMap(weightMap(FACE_LANDMARK_68_TINY_WEIGHTS));
    }
  })().catch((error: unknown) => {
    // A later try starts over instead of repeating a failed load forever.
    loading = undefined;
    throw error;
  });
  return loading;
}

function centre(points: readonly TryOnPoint[]): TryOnPoint {
  const sum = points.reduce((total, point) => ({ x: total.x + point.x, y: total.y + point.y }), {
    x: 0,
    y: 0,
  });
  return { x: sum.x / points.length, y: sum.y / points.length };
}

const OPTIONS = { inputSize: 224, scoreThreshold: 0.5 };

/**
 * The centres of the two eyes in the picture's pixels (camera coordinates, unmirrored), or `null`
 * when no face is found. Loads the detector on the first call.
 */
export async function detectEyes(
  input: HTMLVideoElement | HTMLCanvasElement | HTMLImageElement,
): Promise<EyeCentres | null> {
  await loadFaceDetector();
  const result = await faceapi
    .detectSingleFace(input, new faceapi.TinyFaceDetectorOptions(OPTIONS))
    .withFaceLandmarks(true);
  if (!result) return null;
  const left = centre(result.landmarks.getLeftEye());
  const right = centre(result.landmarks.getRightEye());
  return { left, right };
}
