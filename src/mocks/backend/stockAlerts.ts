import { StockStatus } from '../../shop/enums';
import { nameWithBrand } from '../../shop/productName';
import { findCatalogueSku } from './catalogue-link';
import { onBackendReset } from './core';
import { notFound } from './errors';
import { sendMessage } from './mailbox';

/**
 * "Varsle meg": who asked to be told when a sold-out SKU is back. The shop spec does not show the
 * call; a real shop confirms the request by e-mail at once and writes again on restock, so the fake
 * backend sends the confirmation to the fake mailbox. Asking twice for the same SKU and address is
 * accepted without a second e-mail.
 */

/** The requests since the last reset, as `skuId e-mail` keys. */
let requested = new Set<string>();
onBackendReset(() => {
  requested = new Set();
});

/** Records a stock alert for `skuId` and e-mails `email` the confirmation. 404 for an unknown SKU. */
export function requestStockAlert(skuId: string, email: string): void {
  const found = findCatalogueSku(skuId);
  if (!found) throw notFound('SKU', skuId);
  const key = `${skuId} ${email.trim().toLowerCase()}`;
  if (requested.has(key)) return;
  requested.add(key);
  const { article, sku } = found;
  const variant = [sku.color, sku.size].filter((part) => part !== null && part !== '').join(', ');
  const name = nameWithBrand(article.brand, article.name);
  const inStock = (sku.publicationStatus ?? article.price.unit.publicationStatus) === StockStatus.InStock;
  sendMessage({
    channel: 'email',
    to: email.trim(),
    subject: `Vi sier fra når ${name} er på lager igjen`,
    body: inStock
      ? `${name}${variant ? ` (${variant})` : ''} er på lager nå. Du kan bestille den i nettbutikken.`
      : `Du får en e-post fra oss når ${name}${variant ? ` (${variant})` : ''} er tilbake på lager. Vi sender bare denne ene beskjeden.`,
    link: null,
    token: null,
  });
}
