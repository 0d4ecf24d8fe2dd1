export { ContactLensForm, ContactLensFormView } from './ContactLensForm';
export type { ContactLensFormProps } from './ContactLensForm';
