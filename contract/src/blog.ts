// Blogs (spec 01 §2, §3, §7; issue 13): posts of a blog with pages of sanitised HTML and an image bag. Reading
// needs a login; writing needs ADMIN or MODERATOR. Inactive posts and pages (drafts) are seen by writers only.
import { z } from 'zod';
import { RestId, RestMessage, defineList, paginator } from './common.js';
import { route } from './route.js';
import { booleanLike, idLike, text, visibleText } from './rules.js';

/** The blogs the migration seeds (the navbar links to them). */
export const BLOG_SLUGS = ['my-dogs-and-me', 'it-stuff'] as const;

/** Where the gateway serves the image files (the sanitiser lets `<img src>` point only here). */
export const BLOG_IMAGE_URL_PREFIX = '/files/blog-images/';

/** A file of the image bag: 128 random bits in hex, the web variant or its `-thumb`, always WebP. */
export const BLOG_IMAGE_FILE_PATTERN = /^[0-9a-f]{32}(?:-thumb)?\.webp$/;

export const RestBlog = z.object({
  slug: z.string(),
  /** In the request's language. */
  name: z.string(),
});
export type RestBlog = z.infer<typeof RestBlog>;

export const RestPostCreator = z.object({
  name: z.string(),
  email: z.string(),
  /** The creator's profile links by network, only http(s) URLs. */
  social_media: z.record(z.string(), z.string()),
});
export type RestPostCreator = z.infer<typeof RestPostCreator>;

export const RestPostPage = z.object({
  id: RestId,
  post_id: RestId,
  /** 1-based. */
  page_number: z.number(),
  /** Sanitised HTML. */
  content: z.string(),
  active: z.boolean(),
  config: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RestPostPage = z.infer<typeof RestPostPage>;

export const RestPostImage = z.object({
  /** The uploaded file's name, as the uploader called it. */
  name: z.string(),
  /** The server-made file name of the web variant (max 1600 px wide). */
  filename: z.string(),
  /** `/files/blog-images/{filename}`. */
  image_url: z.string(),
  /** The 320 px wide thumbnail. */
  thumbnail_url: z.string(),
  created_at: z.string(),
});
export type RestPostImage = z.infer<typeof RestPostImage>;

export const RestPost = z.object({
  id: RestId,
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  active: z.boolean(),
  blog_id: RestId,
  /** null once the creator's account is deleted (the post stays). */
  creator: RestPostCreator.nullable(),
  created_by: RestId.nullable(),
  updated_by: RestId.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** By page number; the inactive ones only for writers. */
  pages: z.array(RestPostPage),
  /** Newest first. */
  images: z.array(RestPostImage),
  /** The words of the active pages / 200, at least 1. */
  reading_minutes: z.number(),
});
export type RestPost = z.infer<typeof RestPost>;

const title = () => visibleText().trim().min(1).max(255);
const subtitle = () => visibleText().trim().max(255);

export const RestCreatePostRequest = z.object({ title: title(), subtitle: subtitle().optional() });
export type RestCreatePostRequest = z.input<typeof RestCreatePostRequest>;

/** Only the fields that change. */
export const RestUpdatePostRequest = z.object({
  /** Sent by the original client besides the path's id; ignored. */
  id: z.unknown().optional(),
  /** Only while the post is a draft: a published post keeps its slug. */
  slug: text()
    .trim()
    .min(1)
    .max(255)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug')
    .optional(),
  title: title().optional(),
  /** Empty or null clears it. */
  subtitle: subtitle().nullable().optional(),
  active: booleanLike().optional(),
});
export type RestUpdatePostRequest = z.input<typeof RestUpdatePostRequest>;

/** One page of the post (by id); only the fields that change. The HTML is sanitised on the way in. */
export const RestUpdatePostPageRequest = z.object({
  id: idLike(),
  content: text({ multiline: true }).max(1_000_000).optional(),
  active: booleanLike().optional(),
  config: z.record(text(), z.unknown()).optional(),
});
export type RestUpdatePostPageRequest = z.input<typeof RestUpdatePostPageRequest>;

/** A blog's posts (`GET /api/blog/:blog/post`), newest first unless sorted otherwise. */
export const POST_LIST = defineList({
  item: 'Post',
  orderFields: ['title', 'subtitle', 'active', 'created_at', 'updated_at'],
  defaultOrder: { field: 'created_at', direction: 'desc' },
  filters: {
    /** Part of the title or subtitle, case-insensitive. */
    search: text(),
    /** 1 active, 0 drafts (writers only), 2 (or absent) both. */
    active: z.literal([1, 0, 2, '1', '0', '2', 'true', 'false']),
  },
});
export const RestPostListQuery = POST_LIST.query;
export type RestPostListQuery = z.input<typeof RestPostListQuery>;

const slugParam = () => z.string().min(1).max(255);
const idParam = () =>
  z
    .union([z.number(), z.string().regex(/^\d{1,15}$/)])
    .pipe(z.transform(Number))
    .pipe(z.int().min(1));

export const RestBlogParams = z.object({ blog: slugParam() });
/** A post by its slug (a former slug of the post finds it too). */
export const RestPostSlugParams = z.object({ blog: slugParam(), post: slugParam() });
/** A post by its id. */
export const RestPostIdParams = z.object({ blog: slugParam(), post: idParam() });
export const RestBlogImageParams = z.object({ file: z.string().regex(BLOG_IMAGE_FILE_PATTERN) });

const member = { auth: true } as const;
const writer = { auth: true, roles: ['ADMIN', 'MODERATOR'] } as const;
const posts = '/api/blog/:blog/post';

export const blogRoutes = {
  'GET /api/blog': route({
    method: 'GET',
    path: '/api/blog',
    summary: 'The blogs with their names in the request’s language.',
    origin: 'portal',
    ...member,
    response: z.array(RestBlog),
  }),
  'GET /api/blog/:blog': route({
    method: 'GET',
    path: '/api/blog/:blog',
    summary: 'One blog by slug (404 for an unknown one).',
    origin: 'portal',
    ...member,
    params: RestBlogParams,
    response: RestBlog,
  }),
  [`GET ${posts}`]: route({
    method: 'GET',
    path: posts,
    summary:
      "A blog's posts (paged; order title, subtitle, active, created_at, updated_at, default newest first; " +
      'filters search, active). Drafts only for ADMIN and MODERATOR.',
    origin: 'laravel',
    ...member,
    params: RestBlogParams,
    query: RestPostListQuery,
    response: paginator(RestPost),
  }),
  [`POST ${posts}`]: route({
    method: 'POST',
    path: posts,
    summary: 'Creates a draft post with an empty active page 1; the slug is made from the title.',
    origin: 'laravel',
    ...writer,
    params: RestBlogParams,
    body: RestCreatePostRequest,
    response: RestPost,
    status: 201,
  }),
  [`GET ${posts}/:post`]: route({
    method: 'GET',
    path: `${posts}/:post`,
    summary: 'A post by its slug or a former slug (404 for a draft unless ADMIN or MODERATOR).',
    origin: 'laravel',
    ...member,
    params: RestPostSlugParams,
    response: RestPost,
  }),
  [`PUT ${posts}/:post`]: route({
    method: 'PUT',
    path: `${posts}/:post`,
    summary:
      'Updates a post by id (slug, title, subtitle, active); a draft renamed gets a new slug, a published post ' +
      'keeps its slug; 422 for a slug change of a published post or a slug taken in the blog.',
    origin: 'laravel',
    ...writer,
    params: RestPostIdParams,
    body: RestUpdatePostRequest,
    response: RestPost,
  }),
  [`DELETE ${posts}/:post`]: route({
    method: 'DELETE',
    path: `${posts}/:post`,
    summary: 'Deletes a post by id (soft delete: it is kept with deleted_at).',
    origin: 'laravel',
    ...writer,
    params: RestPostIdParams,
    response: RestMessage,
  }),
  [`PUT ${posts}/:post/pages`]: route({
    method: 'PUT',
    path: `${posts}/:post/pages`,
    summary: 'Updates one page of a post (content sanitised, active, config).',
    origin: 'laravel',
    ...writer,
    params: RestPostIdParams,
    body: RestUpdatePostPageRequest,
    response: RestPostPage,
  }),
  [`POST ${posts}/:post/pages/add-page`]: route({
    method: 'POST',
    path: `${posts}/:post/pages/add-page`,
    summary: 'Adds an empty active page after the last one.',
    origin: 'laravel',
    ...writer,
    params: RestPostIdParams,
    response: RestPostPage,
    status: 201,
  }),
  [`GET ${posts}/:post/image-bag`]: route({
    method: 'GET',
    path: `${posts}/:post/image-bag`,
    summary: "The post's images, newest first.",
    origin: 'laravel',
    ...member,
    params: RestPostIdParams,
    response: z.array(RestPostImage),
  }),
  [`POST ${posts}/:post/image-upload`]: route({
    method: 'POST',
    path: `${posts}/:post/image-upload`,
    summary:
      'Adds an image to the post (multipart/form-data, file `image`; JPEG, PNG, WebP or GIF by its bytes, else ' +
      '422; at most BLOG_MAX_IMAGE_MB, else 413): stored as a WebP web variant (max 1600 px wide) and thumbnail.',
    origin: 'laravel',
    ...writer,
    params: RestPostIdParams,
    response: RestPostImage,
    status: 201,
  }),
  'GET /api/blog-images/:file': route({
    method: 'GET',
    path: '/api/blog-images/:file',
    summary:
      'An image file of a post, without login (the 128-bit random name is the capability; the gateway serves ' +
      'it as /files/blog-images/{file}).',
    origin: 'portal',
    params: RestBlogImageParams,
    stream: true,
  }),
} as const;
