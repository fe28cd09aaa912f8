import type { ConfigOf } from '@portal/contract/settings';
import { defineModuleSettings } from '@portal/contract/settings';
import { int } from '../../env.js';

export const blogSettings = defineModuleSettings(
  {
    BLOG_MAX_IMAGE_MB: {
      schema: int(1, 1024),
      default: '10',
      meaning: 'largest blog image passed on to the backend (larger: 413 at once)',
    },
  },
  (e) => ({
    /** The largest image `POST /files/blogs/:blog/posts/:post/images` takes (`BLOG_MAX_IMAGE_MB`), in bytes. */
    blogMaxImageBytes: e.BLOG_MAX_IMAGE_MB * 1024 * 1024,
  }),
);

declare module '../../config.js' {
  interface ModuleConfigs {
    blog: ConfigOf<typeof blogSettings>;
  }
}
