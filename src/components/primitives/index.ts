// Each primitive adds its own lines here; keep them grouped by file.
export { Button, buttonStyles } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { VisuallyHidden } from './VisuallyHidden';

// --- Actions and display (IconButton, Link, Skeleton, ProgressBar, Price, Collapsible) ---

// --- Overlays (Dialog, Drawer, Toast) ---

// --- Form fields (TextField, Checkbox, RadioGroup, Select) ---
