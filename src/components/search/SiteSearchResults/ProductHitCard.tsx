import type { Article } from '../../../shop/schemas/article';
import { siteSearchBrandLine, siteSearchProductVariant } from '../../../shop/siteSearch';
import {
  SITE_SEARCH_CARD_RATIO,
  siteSearchHitPrice,
  siteSearchProductPicture,
} from '../../../shop/siteSearchDisplay';
import { ImageFrame } from '../../primitives/ImageFrame';
import { ProductPrice } from '../../product/ProductPrice';
import { HitGlyph } from './HitGlyph';
import { Brand, CardLink, CardName, CardText, Secondary } from './SiteSearchResults.styles';

/**
 * A product hit as a card on the search page: the picture (the product card's picture rule) in the
 * image frame, the brand, the name, the colour or package (what tells it from its variants) and the
 * product card's price, all one link.
 */
export function ProductHitCard({ article, href }: { article: Article; href: string }) {
  const picture = siteSearchProductPicture(article, 'card');
  const brand = siteSearchBrandLine(article);
  const variant = siteSearchProductVariant(article);
  return (
    <CardLink href={href} variant="standalone">
      <span aria-hidden="true">
        <ImageFrame
          src={picture?.src ?? null}
          srcSet={picture?.srcSet}
          sizes={picture?.sizes}
          sources={picture?.sources}
          ratio={SITE_SEARCH_CARD_RATIO}
          radius="lg"
          placeholder={<HitGlyph kind="category" />}
        />
      </span>
      <CardText>
        {brand && <Brand>{brand}</Brand>}
        <CardName data-card-name="">{article.name}</CardName>
        {variant && <Secondary>{variant}</Secondary>}
        <ProductPrice price={siteSearchHitPrice(article)} size="md" />
      </CardText>
    </CardLink>
  );
}
