import 'styled-components';
import type { GlimtTheme } from './theme';

declare module 'styled-components' {
  // Module augmentation: components get the Glimt tokens typed on `props.theme`.
  export interface DefaultTheme extends GlimtTheme {}
}
