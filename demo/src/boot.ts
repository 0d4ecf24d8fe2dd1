// The demo's first script. It is small (the route table, the page loaders, the start of the fake
// backend and a listing's first call), so on a phone it runs long before the app's own code has
// arrived: it starts the visitor's page chunks beside the app instead of after it (`routePages.ts`),
// and on a category or search page the products' call too, then the app, whose code the HTML
// already preloads.
import '@fontsource-variable/inter';
import { preloadListingPage } from '@glimt/ui/widget';
import { startMockBackendBehindTheShop } from './mockBackend';
import { listingPageOf, preloadRoutePages } from './routePages';
import { DEMO_WIDGET_SETTINGS } from './widget/settings';

// The fake backend answers every shop and widget call from a worker through the browser's service
// worker, so the demo runs as static files with no server behind it. Its calls wait until it
// answers; the worker's code loads after the first paint.
void startMockBackendBehindTheShop();
preloadRoutePages(window.location.pathname);
// The page's client takes this answer when it asks for the same request (the same settings).
const listing = listingPageOf(window.location.pathname);
if (listing) preloadListingPage({ ...DEMO_WIDGET_SETTINGS, page: listing, location: window.location });
void import('./main');
