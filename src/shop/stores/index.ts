export {
  filterStores,
  haversineKm,
  postcodeOfQuery,
  postcodeSearchOf,
  roundDistance,
  sortStores,
} from './distance';
export type { GeoPoint, PostcodeSearch, StoreWithDistance } from './distance';
export { MAP_HEIGHT, MAP_WIDTH, norwayOutlinePath, projectPoint } from './map';
export {
  hoursFrom,
  hoursOn,
  openState,
  openStatusMessage,
  upcomingDeviations,
  weekdayOfDate,
} from './openingHours';
export type { OpenState, OpenStatusMessage } from './openingHours';
