import { useEffect, useMemo, useState } from 'react';
import { useStoreInTransitions } from '../useStoreInTransitions';
import { createDataSource, type DataSourceSnapshot } from '../../core/dataSource';
import type { WidgetImageOptions } from '../../core/images';
import {
  recommendationRequestKey,
  recommendationsView,
  recommendedDisplays,
  toRecommendationRequest,
  type RecommendationOptions,
  type RecommendationRequest,
  type RecommendationsView,
} from '../../core/recommendations';
import type { ProductDisplay } from '../../core/schemas';
import { applyDisplayTransformer, applyPageUrlTransformer } from '../../core/transformers';
import { useWidget } from '../WidgetProvider/useWidget';

/** Options of {@link useFetchRecommendations}: what to ask for, and where images may come from. */
export interface UseFetchRecommendationsOptions extends Omit<RecommendationOptions, 'documentReferrer'> {
  /**
   * The page the visitor came from. @default `document.referrer` (read after mount), `null` when empty
   */
  documentReferrer?: string | null;
  /** The image resize service; see `SearchModal`'s `imageServiceUrl`. */
  imageServiceUrl?: string;
  /** Hosts images may load from without a service. @default DEFAULT_WIDGET_IMAGE_HOSTS */
  allowedImageHosts?: readonly string[];
}

/** What {@link useFetchRecommendations} gives. */
export interface FetchedRecommendations {
  /**
   * What to render: `not-configured` (no provider), `idle` (nothing to ask, e.g. no product id),
   * `loading`, `results`, `none` (an empty answer) or `failed`.
   */
  view: RecommendationsView;
  /** The products to show (bounded, images through the allow-list, after the host's transformer). */
  displays: ProductDisplay[];
  /** Page URLs from the provider's `pageURLCreator`, parallel to `displays`; `null` without one. */
  hrefs: string[] | null;
  /** The request id of the answer (`recommendation_request_id`), when the API sent one. */
  requestId?: string;
  /** The request sent (after its rules), or `null` when there was nothing to ask. */
  request: RecommendationRequest | null;
}

interface Answer {
  displays: ProductDisplay[];
  hrefs: string[] | null;
  failed: boolean;
  requestId?: string;
}

const EMPTY: ProductDisplay[] = [];
const IDLE_SNAPSHOT: DataSourceSnapshot<RecommendationRequest, Answer> = { state: 'unresolved' };
const IDLE_SOURCE = {
  subscribe: () => () => undefined,
  getSnapshot: () => IDLE_SNAPSHOT,
};

/**
 * Fetches recommendations of one kind (`category`, `product`, `products` or `general`) through the
 * provider's client: merchant, market, userId and sessionId come from the `WidgetProvider`, the
 * rest from `options`. The request follows `toRecommendationRequest` (ids trimmed, limit 1..50);
 * the answer is bounded, its links gated and its images put through the allow-list, then the
 * provider's display transformer and page URL creator run. Only the newest request's answer is
 * kept. Outside a configured provider it answers `view: 'not-configured'` and fetches nothing.
 * @example
 * const { view, displays } = useFetchRecommendations({ kind: 'product', productId: '100001' });
 */
export function useFetchRecommendations(options: UseFetchRecommendationsOptions): FetchedRecommendations {
  const widget = useWidget();
  const { imageServiceUrl, allowedImageHosts } = options;
  // The referrer is read after mount (no `document` on the server), unless the caller gave one.
  const [referrer, setReferrer] = useState<string | null | undefined>(options.documentReferrer);
  useEffect(() => {
    if (options.documentReferrer !== undefined) setReferrer(options.documentReferrer);
    else setReferrer(typeof document === 'undefined' ? null : document.referrer || null);
  }, [options.documentReferrer]);

  const request = toRecommendationRequest({ ...options, documentReferrer: referrer ?? null });
  const key = referrer === undefined ? '' : recommendationRequestKey(request);

  const client = widget?.client;
  const env = widget?.env;
  const transformer = widget?.displayTransformers.products;
  const pageURLCreator = widget?.pageURLCreator;
  const hostsKey = allowedImageHosts?.join(' ');
  const source = useMemo(() => {
    if (!client || !env) return null;
    const images: WidgetImageOptions = { imageServiceUrl, allowedHosts: hostsKey?.split(' ') };
    return createDataSource<RecommendationRequest, Answer>(async (sent, signal) => {
      const answer =
        sent.kind === 'related'
          ? await client.related({ query: sent.query, limit: sent.limit }, signal)
          : await client.recommend(sent, signal);
      const bounded = recommendedDisplays(answer, sent.limit, images);
      const displays = await applyDisplayTransformer(bounded, transformer, env);
      const hrefs = pageURLCreator ? await applyPageUrlTransformer(displays, pageURLCreator) : null;
      return {
        displays,
        hrefs,
        failed: answer.failed === true,
        requestId: 'recommendation_request_id' in answer ? answer.recommendation_request_id : undefined,
      };
    });
  }, [client, env, transformer, pageURLCreator, imageServiceUrl, hostsKey]);
  useEffect(() => () => source?.dispose(), [source]);

  useEffect(() => {
    if (!source || !key) return;
    void source.load(JSON.parse(key) as RecommendationRequest);
  }, [source, key]);

  // A row's answer renders as a transition, in slices (see the hook).
  const snapshot = useStoreInTransitions(source ?? IDLE_SOURCE);
  const current = snapshot.request !== undefined && recommendationRequestKey(snapshot.request) === key;
  const data = current ? snapshot.data : undefined;
  const failed = current && (snapshot.state === 'errored' || data?.failed === true);
  const loading =
    referrer === undefined || !current || snapshot.state === 'pending' || snapshot.state === 'refreshing';
  const view = recommendationsView({
    configured: widget !== null,
    hasRequest: request !== null,
    loading: !failed && loading,
    failed,
    count: data?.displays.length ?? 0,
  });
  return {
    view,
    displays: view === 'results' ? (data?.displays ?? EMPTY) : EMPTY,
    hrefs: view === 'results' ? (data?.hrefs ?? null) : null,
    requestId: data?.requestId,
    request,
  };
}
