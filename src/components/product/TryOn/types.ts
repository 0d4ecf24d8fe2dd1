import type { EyeCentres } from '../../../shop/tryOn';

/** Props of `VirtualTryOn`. */
export interface VirtualTryOnProps {
  /**
   * The frame from the front on a transparent background (`ProductDetail.tryOn.overlay`), its lens
   * centres on the picture's middle line. It must pass the URL gate and the image host allow-list
   * (`imageHosts`); a refused URL shows the viewer error and loads nothing.
   */
  overlaySrc: string;
  /** The frame's total width in mm (`ProductDetail.tryOn.frameWidth`): how wide it sits on a face. */
  frameWidth: number;
  /** The product's name: in the texts, the frame's name and the snapshot's file name. */
  productName: string;
  /**
   * Opens the camera. A stub in stories and tests.
   * @default () => navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' } })
   */
  getCamera?: () => Promise<MediaStream>;
  /**
   * Finds the centres of the two eyes in the video's pixels (unmirrored), or `null` when no face
   * is seen. A stub in stories and tests.
   * @default face-api's tiny face detector and landmark net, with the weights from its npm
   * package, imported (a chunk of its own) only when the camera starts
   */
  detectEyes?: (video: HTMLVideoElement) => Promise<EyeCentres | null>;
  /** Hosts the overlay may come from (`https` only). @default DEFAULT_IMAGE_HOSTS (the URL gate's DEFAULT_MEDIA_HOSTS) */
  imageHosts?: readonly string[];
  /** Level of the state headings: 3 inside a section or dialog that has its own heading. @default 2 */
  headingLevel?: 2 | 3;
}
