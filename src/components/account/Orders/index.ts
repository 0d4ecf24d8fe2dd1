export { OrderList } from './OrderList';
export { OrderDetails } from './OrderDetails';
export type { OrderDetailsProps } from './OrderDetails';
export { OrderReturnPage } from './OrderReturn/OrderReturn';
export type { OrderReturnProps } from './OrderReturn/OrderReturn';
