export { GlassesSubscriptionPage } from './GlassesSubscriptionPage';
export type { GlassesSubscriptionPageProps } from './GlassesSubscriptionPage';
export { GlassesPerks } from './GlassesPerks';
export type { GlassesPerksProps } from './GlassesPerks';
export { GlassesDocument, GlassesDocuments } from './GlassesDocuments';
export type { GlassesDocumentProps, GlassesDocumentsProps } from './GlassesDocuments';
