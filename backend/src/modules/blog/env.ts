import type { ConfigOf } from '@portal/contract/settings';
import { defineModuleSettings } from '@portal/contract/settings';
import { z } from 'zod';

export const blogSettings = defineModuleSettings(
  {
    BLOG_MAX_IMAGE_MB: {
      schema: z.coerce.number().int().min(1).max(1024),
      default: '10',
      meaning: 'largest image an editor may upload to a blog post (larger: 413)',
    },
  },
  (e) => ({
    /** Largest image an editor may upload to a blog post (bytes; BLOG_MAX_IMAGE_MB). */
    blogMaxImageBytes: e.BLOG_MAX_IMAGE_MB * 1024 * 1024,
  }),
);

declare module '../../config.js' {
  interface ModuleConfigs {
    blog: ConfigOf<typeof blogSettings>;
  }
}
