export { ToastProvider, useToast } from './ToastProvider';
export { SHOP_TOAST_DURATION, WIDGET_TOAST } from './toastContext';
export type { ToastAction, ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './toastContext';
export { ToastRegion } from './ToastRegion';
