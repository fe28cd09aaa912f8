import {
  POST_LIST,
  type RestCreatePostRequest,
  type RestPost,
  type RestPostCreator,
  type RestPostImage,
  type RestPostListQuery,
  type RestPostPage,
  type RestUpdatePostPageRequest,
  type RestUpdatePostRequest,
} from '@portal/contract';
import type {
  CreatePostInput,
  Image,
  Post,
  PostCreator,
  PostPage,
  QueryPostsArgs,
  UpdatePostInput,
  UpdatePostPageInput,
} from '../../generated/graphql.js';
import type { Language } from '../../language.js';
import { pageQuery } from '../../rest/paginator.js';

/** GraphQL arguments ↔ REST shapes of the blog module (pure; unit-tested in mapping.test.ts). */

/**
 * `posts(page, perPage, orderBy, direction, filter)` → `page`, `itemsPerPage`, `order[field]` (the contract's
 * POST_LIST), `filter[search]`, `filter[active]=1|0`; an empty search is left out.
 */
export function postListQuery(args: Omit<QueryPostsArgs, 'blog'>, language: Language): RestPostListQuery {
  const query: RestPostListQuery = pageQuery(args, POST_LIST, language);
  const filter: NonNullable<RestPostListQuery['filter']> = {};
  const { search, active } = args.filter ?? {};
  if (search != null && search !== '') filter.search = search;
  if (active != null) filter.active = active ? 1 : 0;
  if (Object.keys(filter).length > 0) query.filter = filter;
  return query;
}

export function createPostRequest(input: CreatePostInput): RestCreatePostRequest {
  return input.subtitle == null ? { title: input.title } : { title: input.title, subtitle: input.subtitle };
}

/** Only the given fields travel (null counts as not given), so only they change. */
export function updatePostRequest(input: UpdatePostInput): RestUpdatePostRequest {
  const body: RestUpdatePostRequest = {};
  if (input.slug != null) body.slug = input.slug;
  if (input.title != null) body.title = input.title;
  if (input.subtitle != null) body.subtitle = input.subtitle;
  if (input.active != null) body.active = input.active;
  return body;
}

/** The page is named in the body (the REST route is the post's); only the given fields change. */
export function updatePostPageRequest(pageId: string, input: UpdatePostPageInput): RestUpdatePostPageRequest {
  const body: RestUpdatePostPageRequest = { id: pageId };
  if (input.content != null) body.content = input.content;
  if (input.active != null) body.active = input.active;
  return body;
}

export const toImage = (image: RestPostImage): Image => ({
  name: image.name,
  filename: image.filename,
  imageUrl: image.image_url,
  thumbnailUrl: image.thumbnail_url,
});

export const toPostPage = (page: RestPostPage): PostPage => ({
  id: String(page.id),
  pageNumber: page.page_number,
  content: page.content,
  active: page.active,
  createdAt: page.created_at,
  config: JSON.stringify(page.config ?? {}),
});

const toPostCreator = (creator: RestPostCreator): PostCreator => ({
  name: creator.name,
  email: creator.email,
  socialMedia: Object.entries(creator.social_media).map(([network, url]) => ({ network, url })),
});

export const toPost = (post: RestPost): Post => ({
  id: String(post.id),
  slug: post.slug,
  title: post.title,
  subtitle: post.subtitle,
  active: post.active,
  creator: post.creator && toPostCreator(post.creator),
  createdBy: post.created_by == null ? null : String(post.created_by),
  updatedBy: post.updated_by == null ? null : String(post.updated_by),
  createdAt: post.created_at,
  updatedAt: post.updated_at,
  pages: post.pages.map(toPostPage),
  images: post.images.map(toImage),
  readingMinutes: post.reading_minutes,
});

/** The upload route's answer: the new image of the bag, as `postImages` shows it. */
export function uploadedImage(json: unknown): Image {
  const image = json as Partial<RestPostImage> | null;
  if (typeof image?.filename !== 'string') throw new Error('the backend answered an upload without an image');
  return toImage(image as RestPostImage);
}
