import { ProductPage } from '@glimt/ui';
import type { DemoPageProps } from '../routes';
import { demoProductTracking } from '../tracking';

/** `/produkt/:slug`: the product page of the library, with the demo's behaviour tracking. */
export function ProductPageRoute({ match }: DemoPageProps) {
  const slug = (match.params as Record<string, string | undefined>).slug ?? '';
  return <ProductPage idOrSlug={slug} tracker={demoProductTracking} />;
}
