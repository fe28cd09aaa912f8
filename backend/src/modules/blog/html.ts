import sanitizeHtml from 'sanitize-html';
import { BLOG_IMAGE_FILE_PATTERN, BLOG_IMAGE_URL_PREFIX } from '@portal/contract';

/** What the TipTap editor writes, and nothing else. */
const ALLOWED_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
];

/** An `<img src>` of the post's own image bag (as served by the gateway). */
export const isOwnImage = (src: string | undefined) =>
  src !== undefined &&
  src.startsWith(BLOG_IMAGE_URL_PREFIX) &&
  BLOG_IMAGE_FILE_PATTERN.test(src.slice(BLOG_IMAGE_URL_PREFIX.length));

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS, 'a', 'img', 'hr', 'br'],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
  // relative links stay (the portal's own pages); protocol-relative ones (`//evil`) leave the portal
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  // the text of these is never shown: dropped with the tag, not left behind as text
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'xmp',
    'noembed',
    'noframes',
    'iframe',
  ],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
  // an image from anywhere but the image bag (data:, javascript:, another host) goes, with its tag
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnImage(frame.attribs.src),
};

/** A page's HTML as stored: only the allow-list survives (run on every write). */
export const sanitizePageHtml = (html: string) => sanitizeHtml(html, OPTIONS);

/** Minutes to read `pages` (HTML) at 200 words a minute, at least 1. */
export function readingMinutes(pages: readonly string[]): number {
  const words = pages
    .map((html) => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/<[^>]*>/g, ' '))
    .join(' ')
    .split(/\s+/)
    .filter((w) => w !== '').length;
  return Math.max(1, Math.round(words / 200));
}

const GERMAN: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'ae', Ö: 'oe', Ü: 'ue' };

/** A URL slug from a title: German umlauts spelt out, other accents dropped, words joined by hyphens. */
export function slugify(title: string): string {
  const slug = title
    .replace(/[äöüßÄÖÜ]/g, (c) => GERMAN[c]!)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/, '');
  return slug || 'post';
}

/** The creator card's links: only http(s) URLs (a `javascript:` link would run on click). */
export function socialLinks(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(([, link]) => {
      if (typeof link !== 'string') return false;
      try {
        const { protocol } = new URL(link);
        return protocol === 'http:' || protocol === 'https:';
      } catch {
        return false;
      }
    }),
  );
}
