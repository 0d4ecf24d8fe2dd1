import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { ProductPage, useShopClient } from '@glimt/ui';
import { RecommendationSlider } from '@glimt/ui/widget';
import type { DemoPageProps } from '../routes';
import { demoProductTracking } from '../tracking';
import { NOK_PRICE_FORMAT } from '../widget/DemoWidgetProvider';

const WidgetSlot = styled.div`
  max-width: 1200px;
  margin: ${({ theme }) => theme.space[4]} auto 0;
  padding: 0 ${({ theme }) => theme.space[2]};
`;

/** The widget's "others also looked at" slider for a product, once its article id is known. */
function WidgetProductRecommendations({ idOrSlug }: { idOrSlug: string }) {
  const client = useShopClient();
  const [productId, setProductId] = useState<string | null>(/^\d+$/.test(idOrSlug) ? idOrSlug : null);
  useEffect(() => {
    if (/^\d+$/.test(idOrSlug)) {
      setProductId(idOrSlug);
      return undefined;
    }
    const controller = new AbortController();
    client.getArticle(idOrSlug, { signal: controller.signal }).then(
      (article) => setProductId(String(article.id)),
      () => setProductId(null),
    );
    return () => controller.abort();
  }, [client, idOrSlug]);
  if (!productId) return null;
  return (
    <WidgetSlot>
      <RecommendationSlider
        kind="product"
        productId={productId}
        limit={8}
        title="Andre så også på"
        priceFormat={NOK_PRICE_FORMAT}
      />
    </WidgetSlot>
  );
}

/**
 * The library's product page with the demo's behaviour tracking, and below it the widget's
 * recommendations for the product. The page's own related products are off here: the demo showed
 * "Andre så også på" twice, in two card styles (#40), and the widget's slider is the one this shop
 * uses (#16).
 */
export function DemoProductPage({
  idOrSlug,
  setDocumentTitle,
}: {
  idOrSlug: string;
  setDocumentTitle?: boolean;
}) {
  return (
    <>
      <ProductPage
        idOrSlug={idOrSlug}
        tracker={demoProductTracking}
        setDocumentTitle={setDocumentTitle}
        showRecommendations={false}
      />
      <WidgetProductRecommendations idOrSlug={idOrSlug} />
    </>
  );
}

/** `/produkt/:slug`: the product page. */
export function ProductPageRoute({ match }: DemoPageProps) {
  const slug = (match.params as Record<string, string | undefined>).slug ?? '';
  return <DemoProductPage key={slug} idOrSlug={slug} />;
}
