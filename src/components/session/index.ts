export {
  ShopSessionProvider,
  hasCartPreviewParam,
  useShopClient,
  useShopSession,
} from './ShopSessionProvider';
export type { ShopSession, ShopSessionProviderProps, ShopSessionStatus } from './ShopSessionProvider';
