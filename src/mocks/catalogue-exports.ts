// The catalogue half of @glimt/ui/mocks (backend A): fixture catalogue, media host, shop catalogue
// handlers, widget API handlers and the event log. src/mocks/index.ts re-exports these names.

// Fixtures
export {
  getMockArticle,
  getMockArticleVariants,
  getMockCategory,
  getMockEntry,
  mockArticles,
  mockBrands,
  mockCatalogue,
  mockCategories,
  mockCities,
  mockContentPages,
  mockProductDisplays,
} from './fixtures/catalogue';
export type {
  CatalogueEntry as MockCatalogueEntry,
  MockBrand,
  MockCatalogue,
  MockCategory,
  MockCity,
  MockContentPage,
} from './fixtures/catalogue';

// Media host
export { MOCK_IMAGE_HOSTS, MOCK_IMAGE_RESIZE_URL, MOCK_MEDIA_ORIGIN } from './fixtures/catalogue/media';

// Shop catalogue calls: article lookup, site search, recommender, media
export {
  API_KEY_HEADER,
  MOCK_API_KEY,
  MOCK_SHOP_ID,
  SHOP_ID_HEADER,
  createCatalogueHandlers,
} from './handlers/catalogue';
export type { CatalogueHandlerOptions } from './handlers/catalogue';
export { createMediaHandlers } from './handlers/media';

// Widget API
export { createWidgetHandlers, mockEventLog } from './handlers/widget';
export type { MockTrackedEvent } from './handlers/widget';
