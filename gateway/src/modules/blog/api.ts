import type {
  RestBlog,
  RestCreatePostRequest,
  RestMessage,
  RestPaginator,
  RestPost,
  RestPostImage,
  RestPostListQuery,
  RestPostPage,
  RestUpdatePostPageRequest,
  RestUpdatePostRequest,
} from '@portal/contract';
import type { RestSession, RestStream } from '../../rest/client.js';
import { fieldKeys } from '../../rest/errors.js';
import { LIST_FIELD_KEYS } from '../../rest/paginator.js';

/** 422 keys → the GraphQL arguments they came from (the rest camelCase into the input's fields). */
const LIST_KEYS = fieldKeys({ rename: LIST_FIELD_KEYS });
const PAGE_KEYS = fieldKeys({ rename: { id: 'pageId' } });

/**
 * The blogs (docs/rest-api.md, `/api/blog/...`): reading needs a login, writing ADMIN or MODERATOR (the backend
 * checks both; drafts are the writers' only). A post is read by slug and changed by id; an unknown blog is a 404.
 */
export function createBlogApi(rest: RestSession) {
  return {
    blogs: (): Promise<RestBlog[]> => rest.call('GET /api/blog'),
    blog: (blog: string): Promise<RestBlog> => rest.call('GET /api/blog/:blog', { params: { blog } }),
    posts: (blog: string, query: RestPostListQuery): Promise<RestPaginator<RestPost>> =>
      rest.call('GET /api/blog/:blog/post', { params: { blog }, query, fieldKeys: LIST_KEYS }),
    /** By the post's slug or a former one. */
    post: (blog: string, slug: string): Promise<RestPost> =>
      rest.call('GET /api/blog/:blog/post/:post', { params: { blog, post: slug } }),
    create: (blog: string, body: RestCreatePostRequest): Promise<RestPost> =>
      rest.call('POST /api/blog/:blog/post', { params: { blog }, body }),
    update: (blog: string, id: string, body: RestUpdatePostRequest): Promise<RestPost> =>
      rest.call('PUT /api/blog/:blog/post/:post', { params: { blog, post: id }, body }),
    remove: (blog: string, id: string): Promise<RestMessage> =>
      rest.call('DELETE /api/blog/:blog/post/:post', { params: { blog, post: id } }),
    addPage: (blog: string, postId: string): Promise<RestPostPage> =>
      rest.call('POST /api/blog/:blog/post/:post/pages/add-page', { params: { blog, post: postId } }),
    updatePage: (blog: string, postId: string, body: RestUpdatePostPageRequest): Promise<RestPostPage> =>
      rest.call('PUT /api/blog/:blog/post/:post/pages', {
        params: { blog, post: postId },
        body,
        fieldKeys: PAGE_KEYS,
      }),
    images: (blog: string, postId: string): Promise<RestPostImage[]> =>
      rest.call('GET /api/blog/:blog/post/:post/image-bag', { params: { blog, post: postId } }),
    /** An image file as the backend answers it (any status), unread: GET /files/blog-images/:file pipes it through. */
    image: (file: string, signal?: AbortSignal): Promise<RestStream> =>
      rest.stream('GET /api/blog-images/:file', { params: { file }, signal }),
  };
}
