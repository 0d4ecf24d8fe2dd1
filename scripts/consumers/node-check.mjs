// Check 1: the packed package in plain Node 20, no bundler. Every public entry loads through ESM
// `import()` and CommonJS `require()`, and styled-components' ServerStyleSheet collects the styles
// of a server render: the shop shell with a cart, a product card, the widget's search field (no shop
// provider), and a Button and a Price outside any provider.
import { assert, CheckError, dev, run } from './shared.mjs';

/** The public entries and one export each must carry. */
export const ENTRIES = {
  '@glimt/ui': 'formatPrice',
  '@glimt/ui/api': 'parseArticleResponse',
  '@glimt/ui/widget': 'WidgetProvider',
  '@glimt/ui/tracking': 'createConsentStore',
  '@glimt/ui/hooks': 'createSafeStorage',
  '@glimt/ui/mocks': 'handlers',
};

const loadEsm = `
const entries = ${JSON.stringify(ENTRIES)};
const failures = [];
for (const [entry, name] of Object.entries(entries)) {
  try {
    const module = await import(entry);
    if (!(name in module)) failures.push(\`\${entry}: loaded, but has no export \${name}\`);
  } catch (error) {
    failures.push(\`\${entry}: \${error?.stack?.split('\\n').slice(0, 3).join(' | ') ?? error}\`);
  }
}
if (failures.length) {
  console.error(failures.join('\\n'));
  process.exit(1);
}
console.log('ok');
`;

const loadCjs = `
const entries = ${JSON.stringify(ENTRIES)};
const failures = [];
for (const [entry, name] of Object.entries(entries)) {
  try {
    const module = require(entry);
    if (!(name in module)) failures.push(\`\${entry}: loaded, but has no export \${name}\`);
  } catch (error) {
    failures.push(\`\${entry}: \${error?.stack?.split('\\n').slice(0, 3).join(' | ') ?? error}\`);
  }
}
if (failures.length) {
  console.error(failures.join('\\n'));
  process.exit(1);
}
console.log('ok');
`;

// Plain Node has no JSX: React.createElement as h. Each render is tried on its own so one run names
// every failure.
const render = `
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import {
  Button, GlimtProvider, Price, ProductCard, ShopLayout, ShopSessionProvider, createMemoryNavigation, formatPrice,
} from '@glimt/ui';
import { SearchField, WidgetProvider, widgetLocaleNo } from '@glimt/ui/widget';
import { DEFAULT_WIDGET_API_HOST, getMockArticle } from '@glimt/ui/mocks';

const article = getMockArticle(100013);
const cart = {
  items: [
    {
      skuId: 'sku-1', parentSkuID: null, slug: 'rb2140-wayfarer', ref: 'line-1', articleId: 'article-1',
      articleDescription: 'RB2140 Wayfarer', category: 'briller', brand: 'Ray-Ban', quantity: 2,
      isEditAble: true, subscriptionInterval: null, prescription: null, prescriptionGlasses: null,
      media: { md: null }, price: { amount: 1890, ordinaryPrice: 1890, isCampaign: false },
    },
  ],
  totalCost: 3780, shopperId: 'shopper-consumer', checkoutConfig: null, itemCount: 2,
};
const shop = (children) =>
  h(GlimtProvider, { navigation: createMemoryNavigation('/') },
    h(ShopSessionProvider, { initialCart: cart }, children));

const cases = [
  {
    name: 'shell: ShopLayout in GlimtProvider + ShopSessionProvider, with a cart of 2',
    element: shop(h(ShopLayout, null, h('h1', null, 'Consumer page'))),
    expect: ['Consumer page', 'id="main-content"', '<footer', 'Handlekurv'],
  },
  {
    name: 'ProductCard of fixture article 100013',
    element: shop(h(ProductCard, { article })),
    expect: [article.name, article.brand],
  },
  {
    name: 'WidgetProvider + SearchField (no GlimtProvider)',
    element: h(WidgetProvider, { merchant: 'glimt', market: 'no', locale: widgetLocaleNo, apiHost: DEFAULT_WIDGET_API_HOST },
      h(SearchField, { 'data-testid': 'search-field' })),
    expect: ['data-testid="search-field"', widgetLocaleNo.messages.searchPlaceholder],
  },
  {
    name: 'Button without any provider',
    element: h(Button, null, 'Legg i handlekurv'),
    expect: ['Legg i handlekurv', '<button'],
  },
  {
    name: 'Price without any provider',
    element: h(Price, { amount: 1299 }),
    expect: [formatPrice(1299)],
  },
];

const failures = [];
for (const { name, element, expect } of cases) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element));
    const styles = sheet.getStyleTags();
    const missing = expect.filter((text) => !html.includes(text));
    const css = styles.replace(/<[^>]+>/g, '').trim();
    if (missing.length) failures.push(\`\${name}: the HTML lacks \${JSON.stringify(missing)}; HTML starts \${html.slice(0, 300)}\`);
    else if (!/\\{[^}]+\\}/.test(css)) failures.push(\`\${name}: ServerStyleSheet collected no CSS rules (\${styles.slice(0, 200)})\`);
    else console.log(\`rendered \${name}: \${html.length} chars of HTML, \${css.length} chars of CSS\`);
  } catch (error) {
    failures.push(\`\${name}: threw \${error?.stack?.split('\\n').slice(0, 4).join(' | ') ?? error}\`);
  } finally {
    sheet.seal();
  }
}
if (failures.length) {
  console.error(failures.join('\\n'));
  process.exit(1);
}
`;

export default {
  id: 'node',
  title: 'plain Node 20: ESM and CJS entries, renderToString with ServerStyleSheet',
  proves:
    'every entry loads with import() and require() in Node without a bundler; the shell, a product card and the widget render on the server with their styles; Button and Price render without a provider',
  app: (tarball) => ({
    packageJson: {
      name: 'glimt-consumer-node',
      type: 'module',
      dependencies: {
        '@glimt/ui': `file:${tarball}`,
        react: dev.react,
        'react-dom': dev['react-dom'],
        'styled-components': dev['styled-components'],
        msw: dev.msw,
      },
    },
    files: { 'load-esm.mjs': loadEsm, 'load-cjs.cjs': loadCjs, 'render.mjs': render },
  }),
  async run(dir, log) {
    const node = (file) => run(process.execPath, [file], { cwd: dir, timeoutMs: 60_000 });
    const step = async (what, file) => {
      try {
        return await node(file);
      } catch (error) {
        throw new CheckError(`${what}:\n${error.message}`);
      }
    };
    await step('ESM import() of an entry failed', 'load-esm.mjs');
    log(`ESM import() of ${Object.keys(ENTRIES).join(', ')}: ok`);
    await step('CommonJS require() of an entry failed', 'load-cjs.cjs');
    log('CommonJS require() of every entry: ok');
    const out = await step('a server render failed', 'render.mjs');
    assert(out.includes('rendered'), `render.mjs printed nothing:\n${out}`);
    for (const line of out.trim().split('\n')) log(line);
  },
};
