export { MyDetails } from './MyDetails';
