/**
 * What a 3D view loads when it first shows, in one `import()`: the `<model-viewer>` element's code
 * (it defines the element) and the light it is lit by, baked (about 12 kB gzip, so neither is in the
 * page's first load).
 */
import '@google/model-viewer';

export { NEUTRAL_ENVIRONMENT_URL as environmentImage } from './neutralEnvironment.generated';
