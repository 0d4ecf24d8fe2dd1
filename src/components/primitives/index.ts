// The design system: what leaves src/components/primitives, grouped by file.
export { Button, buttonStyles } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { VisuallyHidden } from './VisuallyHidden';

// --- Actions and display (IconButton, Link, Skeleton, ProgressBar, Price, Collapsible) ---
export { IconButton } from './IconButton';
export type { IconButtonProps } from './IconButton';
export { SAFE_LINK_SCHEMES, isSafeHref, toSafeHref } from './safeHref';
export {
  CartIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  ExternalIcon,
  MenuIcon,
  MinusIcon,
  PlusIcon,
  SearchIcon,
} from './icons';
export type { IconProps } from './icons';
export { Link } from './Link';
export type { LinkProps, LinkVariant } from './Link';
export { Skeleton, SkeletonText } from './Skeleton';
export type { SkeletonProps, SkeletonRadius, SkeletonTextProps } from './Skeleton';
export { Swatch, SwatchGroup } from './SwatchGroup';
export type { SwatchGroupProps, SwatchProps } from './SwatchGroup';
export { ProgressBar } from './ProgressBar';
export type { ProgressBarProps } from './ProgressBar';
export { Price } from './Price';
export type { PriceProps, PriceSize } from './Price';
export { Collapsible } from './Collapsible';
export { ImageFrame } from './ImageFrame';
export type { ImageFrameProps, ImageFrameSource } from './ImageFrame';
export type { CollapsibleProps } from './Collapsible';

// --- Overlays (Dialog, Drawer, Toast) ---
export { Dialog, DialogTrigger } from './Dialog';
export type {
  DialogProps,
  DialogSize,
  DialogTriggerButtonProps,
  DialogTriggerProps,
  OverlayContent,
} from './Dialog';
export { Drawer } from './Drawer';
export type { DrawerPlacement, DrawerProps } from './Drawer';
export { SHOP_TOAST_DURATION, ToastProvider, ToastRegion, WIDGET_TOAST, useToast } from './Toast';
export type { ToastAction, ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './Toast';
export type { ToastClock, ToastCloseReason } from './toastQueue';

// --- Form fields (TextField, Checkbox, RadioGroup, Select) ---
export { Field, FieldDescription, FieldError, NecessityMarker, fieldHeights } from './Field';
export type {
  FieldBaseProps,
  FieldDescriptionProps,
  FieldErrorProps,
  FieldProps,
  FieldSize,
  NecessityMarkerProps,
} from './Field';
export { TextField } from './TextField';
export type { TextFieldProps, TextFieldType } from './TextField';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { RadioGroup, Radio } from './RadioGroup';
export type { RadioGroupProps, RadioProps } from './RadioGroup';
export { Select } from './Select';
export type { SelectOption, SelectProps } from './Select';
export { FormTextField } from './FormTextField';
export type { FormTextFieldProps } from './FormTextField';
