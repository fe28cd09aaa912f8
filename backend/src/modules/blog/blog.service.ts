import path from 'node:path';
import type {
  RestBlog,
  RestCreatePostRequest,
  RestPost,
  RestPostImage,
  RestPostPage,
  RestUpdatePostPageRequest,
  RestUpdatePostRequest,
} from '@portal/contract';
import { BLOG_IMAGE_URL_PREFIX } from '@portal/contract';
import type { Db, Tx } from '../../db/client.js';
import { fieldError, notFound } from '../../http/errors.js';
import type { ListQuery } from '../../http/list-query.js';
import type { Locale } from '../../http/locale.js';
import type { Clock } from '../../lib/clock.js';
import { readingMinutes, sanitizePageHtml, slugify, socialLinks } from './html.js';
import { removeImage, storeImage, thumbnailOf } from './images.js';
import type { BlogRow, ImageRow, PageRow, PostRow, PostsDal } from './posts.dal.js';

/** Who reads: writers (ADMIN, MODERATOR) see drafts, inactive posts and pages. */
export interface Reader {
  userId: number;
  writer: boolean;
}

/** Laravel `boolean` (true, 1, '1' and their opposites) as a boolean; absent stays absent. */
const bool = (v: boolean | 0 | 1 | '0' | '1' | undefined) =>
  v === undefined ? undefined : v === true || v === 1 || v === '1';

export const blogView = (row: BlogRow, locale: Locale): RestBlog => ({
  slug: row.slug,
  name: locale === 'en' ? row.name_en : row.name_de,
});

const pageView = (row: PageRow): RestPostPage => ({
  ...row,
  page_number: Number(row.page_number),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const imageView = (row: ImageRow): RestPostImage => ({
  name: row.name,
  filename: row.filename,
  image_url: `${BLOG_IMAGE_URL_PREFIX}${row.filename}`,
  thumbnail_url: `${BLOG_IMAGE_URL_PREFIX}${thumbnailOf(row.filename)}`,
  created_at: row.created_at.toISOString(),
});

/** The uploaded file's name as shown in the image bag: its last path part, at most 255 characters. */
const displayName = (filename: string) =>
  // eslint-disable-next-line no-control-regex
  (filename.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || 'image';

export interface BlogServiceDeps {
  db: Db;
  postsDal: PostsDal;
  clock: Clock;
  /** `<dataDir>/blog-images`. */
  imageDir: string;
}

/**
 * The blogs' posts, pages and images. Every write locks the blog (slugs are handed out one at a time) and then its
 * post, and stores page HTML only through the sanitiser.
 */
export function createBlogService(deps: BlogServiceDeps) {
  const { db, postsDal, clock, imageDir } = deps;

  async function blog(slug: string, tx?: Tx, lock = false): Promise<BlogRow> {
    const row = await postsDal.blog(slug, tx, lock);
    if (!row) throw notFound();
    return row;
  }

  /** Posts with their pages and images, as the reader may see them. */
  async function views(rows: PostRow[], reader: Reader): Promise<RestPost[]> {
    const ids = rows.map((r) => r.id);
    const [pages, images] = await Promise.all([postsDal.pages(ids, reader.writer), postsDal.images(ids)]);
    return rows.map((row) => {
      const own = pages.filter((p) => p.post_id === row.id);
      return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        subtitle: row.subtitle,
        active: row.active,
        blog_id: row.blog_id,
        creator:
          row.created_by === null
            ? null
            : {
                name: row.creator_name ?? '',
                email: row.creator_email ?? '',
                social_media: socialLinks(row.creator_social),
              },
        created_by: row.created_by,
        updated_by: row.updated_by,
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
        pages: own.map(pageView),
        images: images.filter((i) => i.post_id === row.id).map(imageView),
        reading_minutes: readingMinutes(own.filter((p) => p.active).map((p) => p.content)),
      };
    });
  }

  async function view(row: PostRow, reader: Reader): Promise<RestPost> {
    return (await views([row], reader))[0]!;
  }

  async function byId(blogSlug: string, id: number, reader: Reader): Promise<PostRow> {
    const row = await postsDal.byId((await blog(blogSlug)).id, id, reader.writer);
    if (!row) throw notFound();
    return row;
  }

  /** The first free slug of the blog from `base` (`base`, `base-2`, …); one the post had before is its own. */
  async function freeSlug(tx: Tx, blogId: number, base: string, postId: number | null): Promise<string> {
    for (let n = 1; ; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      const owner = await postsDal.slugOwner(tx, blogId, slug);
      if (owner === null || owner === postId) return slug;
    }
  }

  /** Runs a writer's change on a live post of the blog, the blog locked (slugs are handed out one at a time). */
  async function write<T>(blogSlug: string, postId: number, change: (tx: Tx, blogId: number) => Promise<T>) {
    return db.transaction(async (tx) => {
      const { id: blogId } = await blog(blogSlug, tx, true);
      if (!(await postsDal.lock(tx, blogId, postId))) throw notFound();
      return change(tx, blogId);
    });
  }

  return {
    blogs: () => postsDal.blogs(),
    blog: (slug: string) => blog(slug),

    async list(blogSlug: string, reader: Reader, query: ListQuery) {
      const { rows, total } = await postsDal.page((await blog(blogSlug)).id, reader.writer, query);
      return { items: await views(rows, reader), total };
    },

    async show(blogSlug: string, slug: string, reader: Reader): Promise<RestPost> {
      const row = await postsDal.bySlug((await blog(blogSlug)).id, slug, reader.writer);
      if (!row) throw notFound();
      return view(row, reader);
    },

    async create(blogSlug: string, input: RestCreatePostRequest, reader: Reader): Promise<RestPost> {
      const id = await db.transaction(async (tx) => {
        const { id: blogId } = await blog(blogSlug, tx, true);
        const now = clock.now();
        const postId = await postsDal.insert(tx, {
          blogId,
          slug: await freeSlug(tx, blogId, slugify(input.title), null),
          title: input.title,
          subtitle: input.subtitle ?? '',
          userId: reader.userId,
          now,
        });
        await postsDal.addPage(tx, postId, now);
        return postId;
      });
      return view(await byId(blogSlug, id, reader), reader);
    },

    /**
     * A draft follows its title (or takes the slug given); a post once published keeps its slug (422 when asked to
     * change it). A slug the post had before keeps finding it.
     */
    async update(
      blogSlug: string,
      id: number,
      change: RestUpdatePostRequest,
      reader: Reader,
    ): Promise<RestPost> {
      await write(blogSlug, id, async (tx, blogId) => {
        const current = (await postsDal.byId(blogId, id, true, tx))!;
        if (change.slug !== undefined && change.slug !== current.slug) {
          if (current.published_at !== null) throw fieldError('slug', 'blog.slug_published');
          if (![null, id].includes(await postsDal.slugOwner(tx, blogId, change.slug))) {
            throw fieldError('slug', 'validation.unique');
          }
          await postsDal.setSlug(tx, blogId, id, change.slug);
        } else if (change.title !== undefined && current.published_at === null) {
          await postsDal.setSlug(tx, blogId, id, await freeSlug(tx, blogId, slugify(change.title), id));
        }
        await postsDal.update(
          tx,
          id,
          {
            title: change.title,
            subtitle: change.subtitle === null ? '' : change.subtitle,
            active: bool(change.active),
          },
          reader.userId,
          clock.now(),
        );
      });
      return view(await byId(blogSlug, id, reader), reader);
    },

    async remove(blogSlug: string, id: number, reader: Reader): Promise<void> {
      await write(blogSlug, id, (tx) => postsDal.softDelete(tx, id, reader.userId, clock.now()));
    },

    async addPage(blogSlug: string, id: number, reader: Reader): Promise<RestPostPage> {
      return write(blogSlug, id, async (tx) => {
        const now = clock.now();
        await postsDal.touch(tx, id, reader.userId, now);
        return pageView(await postsDal.addPage(tx, id, now));
      });
    },

    async updatePage(
      blogSlug: string,
      id: number,
      input: RestUpdatePostPageRequest,
      reader: Reader,
    ): Promise<RestPostPage> {
      return write(blogSlug, id, async (tx) => {
        const now = clock.now();
        const page = await postsDal.updatePage(
          tx,
          id,
          Number(input.id),
          {
            content: input.content === undefined ? undefined : sanitizePageHtml(input.content),
            active: bool(input.active),
            config: input.config,
          },
          now,
        );
        if (!page) throw fieldError('id', 'blog.page_not_found');
        await postsDal.touch(tx, id, reader.userId, now);
        return pageView(page);
      });
    },

    async images(blogSlug: string, id: number, reader: Reader): Promise<RestPostImage[]> {
      const row = await byId(blogSlug, id, reader);
      return (await postsDal.images([row.id])).map(imageView);
    },

    /** Stores an uploaded image (a temporary file the caller removes) in the post's image bag. */
    async addImage(
      blogSlug: string,
      id: number,
      upload: { path: string; filename: string },
      field: string,
      reader: Reader,
    ): Promise<RestPostImage> {
      await byId(blogSlug, id, reader);
      const filename = await storeImage(imageDir, upload.path, field);
      try {
        return imageView(
          await postsDal.insertImage(id, {
            name: displayName(upload.filename),
            filename,
            userId: reader.userId,
            now: clock.now(),
          }),
        );
      } catch (err) {
        await removeImage(imageDir, filename);
        throw err;
      }
    },

    /** Where an image file lies (the route checked the name against the contract's pattern). */
    imagePath: (file: string) => path.join(imageDir, file),
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
