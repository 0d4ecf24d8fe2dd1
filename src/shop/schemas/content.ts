import * as z from 'zod/mini';
import { envelope, isoDateSchema } from './common';

/**
 * Content pages (`GET /api/content/{key}`) and the cookie list (`GET /api/cookies`): data from a
 * CMS, so hostile like any API answer. Every list is cut at its bound and every string at its length
 * before anything reads it; rich text is structured (paragraphs, lists, sub-headings and inline
 * links), never HTML. A link names a content page key (`page`, resolved through the route table) or
 * a URL (`href`, passed through the URL gate before it becomes an `href`).
 */

/** A list that may be missing (then empty) and is cut at `max` entries before its items are read. */
function boundedList<T extends z.ZodMiniType>(item: T, max: number) {
  const cut = z.transform((value: unknown) => (Array.isArray(value) ? value.slice(0, max) : value));
  return z.pipe(
    z.nullish(z.pipe(cut, z.array(item))),
    z.transform((value: z.output<T>[] | null | undefined): z.output<T>[] => value ?? []),
  );
}

/** A string cut at `max` characters (a CMS text is shortened, not refused). */
function boundedText(max: number) {
  return z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? value.slice(0, max) : value)),
    z.string(),
  );
}

/** Bounds of a content page: the most of each thing a page shows, and the longest texts. */
export const CONTENT_BOUNDS = {
  title: 200,
  lead: 1_000,
  text: 4_000,
  inlines: 40,
  listItems: 40,
  blocks: 40,
  sections: 30,
  faq: 60,
  related: 12,
  hours: 7,
  cookieCategories: 8,
  cookiesPerCategory: 80,
  key: 64,
  url: 2_048,
} as const;

/** A run of text, optionally a link to a content page key (`page`) or a URL (`href`). */
export const contentInlineSchema = z.object({
  text: boundedText(CONTENT_BOUNDS.text),
  page: z.optional(boundedText(CONTENT_BOUNDS.key)),
  href: z.optional(boundedText(CONTENT_BOUNDS.url)),
});
/** A run of text, maybe a link. */
export type ContentInline = z.infer<typeof contentInlineSchema>;

const inlines = boundedList(contentInlineSchema, CONTENT_BOUNDS.inlines);

/** A block of rich text: a paragraph, a list or a sub-heading. */
export const contentBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), content: inlines }),
  z.object({
    type: z.literal('list'),
    ordered: z.optional(z.boolean()),
    items: boundedList(inlines, CONTENT_BOUNDS.listItems),
  }),
  z.object({ type: z.literal('heading'), text: boundedText(CONTENT_BOUNDS.title) }),
]);
/** A block of rich text. */
export type ContentBlock = z.infer<typeof contentBlockSchema>;

const blocks = boundedList(contentBlockSchema, CONTENT_BOUNDS.blocks);

/** A section of a page: a heading and its blocks. */
export const contentSectionSchema = z.object({
  heading: boundedText(CONTENT_BOUNDS.title),
  blocks,
});
/** A section of a content page. */
export type ContentSection = z.infer<typeof contentSectionSchema>;

/** A question and its answer. */
export const contentFaqItemSchema = z.object({
  question: boundedText(CONTENT_BOUNDS.title),
  answer: blocks,
});
/** A question and its answer. */
export type ContentFaqItem = z.infer<typeof contentFaqItemSchema>;

/** A link of its own (related links, the call to action). */
export const contentLinkSchema = z.object({
  label: boundedText(CONTENT_BOUNDS.title),
  page: z.optional(boundedText(CONTENT_BOUNDS.key)),
  href: z.optional(boundedText(CONTENT_BOUNDS.url)),
});
/** A link of its own. */
export type ContentLink = z.infer<typeof contentLinkSchema>;

/** The contact block: how to reach customer service. */
export const contentContactSchema = z.object({
  heading: boundedText(CONTENT_BOUNDS.title),
  text: z.optional(boundedText(CONTENT_BOUNDS.lead)),
  phone: z.optional(boundedText(40)),
  email: z.optional(boundedText(254)),
  hours: boundedList(
    z.object({ label: boundedText(CONTENT_BOUNDS.title), value: boundedText(CONTENT_BOUNDS.title) }),
    CONTENT_BOUNDS.hours,
  ),
});
/** The contact block. */
export type ContentContact = z.infer<typeof contentContactSchema>;

/** The call to action: a heading, a sentence and one link. */
export const contentCallToActionSchema = z.object({
  heading: boundedText(CONTENT_BOUNDS.title),
  text: z.optional(boundedText(CONTENT_BOUNDS.lead)),
  link: contentLinkSchema,
});
/** The call to action. */
export type ContentCallToAction = z.infer<typeof contentCallToActionSchema>;

/** A content page. */
export const contentPageSchema = z.object({
  key: boundedText(CONTENT_BOUNDS.key),
  title: boundedText(CONTENT_BOUNDS.title),
  lead: boundedText(CONTENT_BOUNDS.lead),
  /** When the text was last changed (terms and statements show it). */
  updatedOn: z.nullish(isoDateSchema),
  sections: boundedList(contentSectionSchema, CONTENT_BOUNDS.sections),
  faq: boundedList(contentFaqItemSchema, CONTENT_BOUNDS.faq),
  contact: z.nullish(contentContactSchema),
  callToAction: z.nullish(contentCallToActionSchema),
  related: boundedList(contentLinkSchema, CONTENT_BOUNDS.related),
});
/** A content page. */
export type ContentPageData = z.infer<typeof contentPageSchema>;
export const contentPageResponseSchema = envelope(contentPageSchema);

/** The cookie categories of the consent platform (OneTrust style ids). */
export const COOKIE_CATEGORY_IDS = ['C0001', 'C0002', 'C0003', 'C0004'] as const;
/** A cookie category id. */
export type CookieCategoryId = (typeof COOKIE_CATEGORY_IDS)[number];

/** One cookie: its name, who sets it, what for and for how long. */
export const cookieInfoSchema = z.object({
  name: boundedText(CONTENT_BOUNDS.title),
  provider: boundedText(CONTENT_BOUNDS.title),
  purpose: boundedText(CONTENT_BOUNDS.lead),
  duration: boundedText(CONTENT_BOUNDS.title),
});
/** One cookie. */
export type CookieInfo = z.infer<typeof cookieInfoSchema>;

/** A cookie category and its cookies. */
export const cookieCategorySchema = z.object({
  id: z.enum(COOKIE_CATEGORY_IDS),
  name: boundedText(CONTENT_BOUNDS.title),
  description: boundedText(CONTENT_BOUNDS.lead),
  cookies: boundedList(cookieInfoSchema, CONTENT_BOUNDS.cookiesPerCategory),
});
/** A cookie category. */
export type CookieCategory = z.infer<typeof cookieCategorySchema>;

/** `GET /api/cookies`: the categories, C0001 to C0004. */
export const cookieListSchema = z.object({
  updatedOn: z.nullish(isoDateSchema),
  categories: boundedList(cookieCategorySchema, CONTENT_BOUNDS.cookieCategories),
});
/** The cookie list. */
export type CookieList = z.infer<typeof cookieListSchema>;
export const cookieListResponseSchema = envelope(cookieListSchema);
