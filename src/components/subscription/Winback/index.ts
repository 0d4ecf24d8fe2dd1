export { Winback } from './Winback';
export type { WinbackProps } from './Winback';
export { WinbackConfirmation } from './WinbackConfirmation';
