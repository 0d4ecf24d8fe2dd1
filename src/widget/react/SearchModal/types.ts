import type { ReactNode } from 'react';
import type { PriceFormat } from '../../core/price';
import type { Suggestion } from '../../core/schemas';
import type { PanelAnchor } from '../../core/searchModal';
import type { ProductCardTemplateComponent } from '../ProductCardTemplate';
import type { InstantSearchPing } from './useInstantSearch';

/** Renders the label of a suggestion (query, category or content page) in place of the default. */
export type SuggestionRenderer = (suggestion: Suggestion, query: string) => ReactNode;

/** Props shared by {@link SearchModal} and `SearchField`. */
export interface SearchModalOptions {
  /**
   * The template of the instant result cards. It renders the card's look only; the modal wraps it
   * in the option that is highlighted and followed (and carries `data-search-result-id`).
   * @default ProductCardTemplate
   */
  productCard?: ProductCardTemplateComponent;
  /** Renders the label of each suggestion instead of its title (e.g. with a brand logo). */
  renderSuggestion?: SuggestionRenderer;
  /** How prices are written. @default 2 decimals, '.' decimal and ',' thousands delimiters */
  priceFormat?: PriceFormat;
  /**
   * The image resize service (`?format&url&width`); product images are then served as webp and
   * jpeg at the widths a card needs. @default none: images load from their own URL
   */
  imageServiceUrl?: string;
  /** Hosts product images may load from without an image service. @default DEFAULT_WIDGET_IMAGE_HOSTS */
  allowedImageHosts?: readonly string[];
  /**
   * The instant-search analytics ping: called 2 s after typing stops, with the query and, when
   * they are in, the result count and search request id. The widget itself sends it to the
   * analytics tag (`gtag('event', 'search', { search_term, result_count, search_request_id })`)
   * while the provider's `consent` grants statistics; this callback is for other analytics.
   */
  onInstantSearch?: (ping: InstantSearchPing) => void;
}

/** Props of {@link SearchModal}. */
export interface SearchModalProps extends SearchModalOptions {
  /** Whether the modal is open. */
  isOpen: boolean;
  /** Called when the modal asks to close (Escape, back button, scrim, a followed option, a URL change). */
  onClose: () => void;
  /**
   * The text in the field when the modal opens. @default the query of the URL on the search page,
   * else empty
   */
  initialQuery?: string;
  /** Called with the field's text as it changes (the search field keeps what was not searched for). */
  onTextChange?: (text: string) => void;
  /**
   * Aligns the panel with a field of the host's (its top-left corner, in viewport px), so the
   * modal's field opens over it. `SearchField` sets this. @default centred or at the top
   */
  anchor?: PanelAnchor | null;
}
