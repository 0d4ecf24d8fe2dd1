export { ConnectLifestyle } from './ConnectLifestyle';
