export { EyeHealthDayForm } from './EyeHealthDayForm';
