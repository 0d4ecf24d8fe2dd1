// The demo's first script. It is small (the route table and the page loaders), so on a phone it
// runs long before the app's own code has arrived: it starts the visitor's page chunks beside the
// app instead of after it (`routePages.ts`), then the app, whose code the HTML already preloads.
import '@fontsource-variable/inter';
import { preloadRoutePages } from './routePages';

preloadRoutePages(window.location.pathname);
void import('./main');
