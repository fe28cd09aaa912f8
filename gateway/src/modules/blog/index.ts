import { RestBlogImageParams } from '@portal/contract';
import type { PublicRoute } from '../../http/public.js';
import { defineModule } from '../../module.js';
import { blogSettings } from './env.js';
import { createBlogApi } from './api.js';
import { uploadedImage } from './mapping.js';
import { blogResolvers } from './resolvers.js';

/**
 * `GET /files/blog-images/:file`: an image of a post, from `GET /api/blog-images/{file}`, without login: `<img>`
 * cannot send a token, and the 128-bit random name is the key. A file never changes under its name, so caches keep
 * it for a year; the type is the backend's (from the bytes), never sniffed. A name of the wrong shape is a 404
 * without asking.
 */
const blogImage: PublicRoute<'file'> = {
  path: '/files/blog-images/:file',
  // A post page or an editor's image bag shows dozens at once; cached answers are not asked again.
  perMinute: 600,
  cacheControl: 'public, max-age=31536000, immutable',
  accepts: (params) => RestBlogImageParams.safeParse(params).success,
  open: (ctx, { file }, signal) => ctx.rest.blog.image(file, signal),
};

/** Blogs: posts with pages of sanitised HTML, their image bag, the image upload and the image files. */
export const blogModule = defineModule({
  name: 'blog',
  settings: blogSettings,
  resolvers: blogResolvers,
  api: createBlogApi,
  /**
   * `POST /files/blogs/:blog/posts/:post/images` (multipart, file `image`): streamed to the backend's upload, which
   * checks the type from the bytes and the size; answers the new image as `postImages` shows it.
   */
  uploads: (config) => [
    {
      path: '/files/blogs/:blog/posts/:post(^\\d+$)/images',
      target: 'POST /api/blog/:blog/post/:post/image-upload',
      maxBytes: config.blogMaxImageBytes,
      answer: uploadedImage,
    },
  ],
  publicRoutes: [blogImage],
});
