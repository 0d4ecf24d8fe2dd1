// The glasses configurator: lens options and the glasses prescription of a frame.
export { GlassesConfigurator } from './GlassesConfigurator';
export type { GlassesConfiguratorProps } from './GlassesConfigurator';
export { GlassesPrescriptionForm } from './GlassesPrescriptionForm';
export type { GlassesPrescriptionFormProps } from './GlassesPrescriptionForm';
export type { GlassesChoice } from './useGlassesConfigurator';
