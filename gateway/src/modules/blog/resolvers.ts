import type { Resolvers } from '../../generated/graphql.js';
import { errorCode } from '../../rest/errors.js';
import { toPage } from '../../rest/paginator.js';
import {
  createPostRequest,
  postListQuery,
  toImage,
  toPost,
  toPostPage,
  updatePostPageRequest,
  updatePostRequest,
} from './mapping.js';

/** A lookup by slug: unknown (404, also a draft for a reader) is null, every other error stays one. */
async function orNull<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (errorCode(error) === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * Blogs: reading for every member, writing for ADMIN and MODERATOR (enforced by @auth and again by the backend,
 * which also keeps drafts to writers and sanitises every HTML write). REST (snake_case) is mapped to the schema's
 * shapes in mapping.ts.
 */
export const blogResolvers: Resolvers = {
  Query: {
    blogs: (_parent, _args, ctx) => ctx.rest.blog.blogs(),
    blog: (_parent, { slug }, ctx) => orNull(ctx.rest.blog.blog(slug)),
    posts: async (_parent, { blog, ...args }, ctx) =>
      toPage(await ctx.rest.blog.posts(blog, postListQuery(args, ctx.language)), toPost),
    post: async (_parent, { blog, slug }, ctx) => {
      const post = await orNull(ctx.rest.blog.post(blog, slug));
      return post && toPost(post);
    },
    postImages: async (_parent, { blog, postId }, ctx) =>
      (await ctx.rest.blog.images(blog, postId)).map(toImage),
  },
  Mutation: {
    createPost: async (_parent, { blog, input }, ctx) =>
      toPost(await ctx.rest.blog.create(blog, createPostRequest(input))),
    updatePost: async (_parent, { blog, id, input }, ctx) =>
      toPost(await ctx.rest.blog.update(blog, id, updatePostRequest(input))),
    deletePost: async (_parent, { blog, id }, ctx) => {
      await ctx.rest.blog.remove(blog, id);
      return true;
    },
    addPostPage: async (_parent, { blog, postId }, ctx) =>
      toPostPage(await ctx.rest.blog.addPage(blog, postId)),
    updatePostPage: async (_parent, { blog, postId, pageId, input }, ctx) =>
      toPostPage(await ctx.rest.blog.updatePage(blog, postId, updatePostPageRequest(pageId, input))),
  },
};
