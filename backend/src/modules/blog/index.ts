import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../module.js';
import { blogSettings } from './env.js';
import { createBlogService } from './blog.service.js';
import { messages } from './messages.js';
import { createPostsDal } from './posts.dal.js';
import { blogApiRoutes, blogImageRoutes } from './routes.js';

/** Blogs: posts with pages of sanitised HTML and an image bag (spec 01 §2, §3, §7; issue 13). */
export const blogModule = defineModule({
  name: 'blog',
  settings: blogSettings,
  messages,
  setup(ctx) {
    const { config, db, clock } = ctx;
    const blog = createBlogService({
      db,
      postsDal: createPostsDal(db),
      clock,
      imageDir: path.join(config.dataDir, 'blog-images'),
    });
    return {
      routes: async (app: FastifyInstance) => {
        await app.register(
          blogApiRoutes({
            blog,
            authenticate: ctx.authenticate,
            publicUrl: config.portalUrl,
            maxImageBytes: config.blogMaxImageBytes,
          }),
        );
        await app.register(blogImageRoutes({ blog }));
      },
    };
  },
});
