import { POST_LIST } from '@portal/contract';
import type { Queryable } from '../../db/client.js';
import { buildListSql, escapeLike } from '../../db/list.dal.js';
import type { ListQuery } from '../../http/list-query.js';
import { listSpec } from '../../http/list-query.js';

export interface BlogRow {
  id: number;
  slug: string;
  name_de: string;
  name_en: string;
}

export interface PostRow {
  id: number;
  blog_id: number;
  slug: string;
  title: string;
  subtitle: string;
  active: boolean;
  published_at: Date | null;
  created_by: number | null;
  updated_by: number | null;
  created_at: Date;
  updated_at: Date;
  creator_name: string | null;
  creator_email: string | null;
  creator_social: unknown;
}

export interface PageRow {
  id: number;
  post_id: number;
  page_number: number;
  content: string;
  active: boolean;
  config: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

export interface ImageRow {
  post_id: number;
  name: string;
  filename: string;
  created_at: Date;
}

export const POST_LIST_SPEC = listSpec(POST_LIST, {
  order: {
    title: 'lower(p.title)',
    subtitle: 'lower(p.subtitle)',
    active: 'p.active',
    created_at: 'p.created_at',
    updated_at: 'p.updated_at',
  },
  filters: {
    search: {
      type: 'exists',
      sql: (param) => `(p.title ILIKE ${param} OR p.subtitle ILIKE ${param})`,
      parse: (raw) => `%${escapeLike(raw.trim())}%`,
    },
    active: { type: 'boolean', column: 'p.active', triState: true },
  },
  idColumn: 'p.id',
});

const POST_SELECT = `p.id, p.blog_id, p.slug, p.title, p.subtitle, p.active, p.published_at, p.created_by,
  p.updated_by, p.created_at, p.updated_at, u.name AS creator_name, u.email AS creator_email,
  d.data -> 'social_media' AS creator_social`;
const POST_FROM = `blog_posts p LEFT JOIN users u ON u.id = p.created_by LEFT JOIN user_data d ON d.user_id = u.id`;
/** The posts a reader may see: live ones of the blog, drafts only for writers (`$drafts`). */
const visible = (blog: string, drafts: string) =>
  `p.blog_id = ${blog} AND p.deleted_at IS NULL AND (p.active OR ${drafts})`;

export function createPostsDal(db: Queryable) {
  return {
    async blogs(): Promise<BlogRow[]> {
      return (await db.query<BlogRow>('SELECT id, slug, name_de, name_en FROM blog_blogs ORDER BY id')).rows;
    },

    async blog(slug: string, tx: Queryable = db, lock = false): Promise<BlogRow | null> {
      const { rows } = await tx.query<BlogRow>(
        `SELECT id, slug, name_de, name_en FROM blog_blogs WHERE slug = $1${lock ? ' FOR UPDATE' : ''}`,
        [slug],
      );
      return rows[0] ?? null;
    },

    /** A page of the blog's posts (the list's filters and order; newest first when none is given). */
    async page(
      blogId: number,
      drafts: boolean,
      query: ListQuery,
    ): Promise<{ rows: PostRow[]; total: number }> {
      const q = buildListSql(POST_LIST_SPEC, query);
      const n = q.whereParams;
      const where = `${q.where ? `${q.where} AND` : 'WHERE'} ${visible(`$${n + 1}`, `$${n + 2}`)}`;
      const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM blog_posts p ${where}`, [
        ...q.params.slice(0, n),
        blogId,
        drafts,
      ]);
      const total = count.rows[0]?.n ?? 0;
      if (total === 0 || (query.page - 1) * query.perPage >= total) return { rows: [], total };
      const params = [...q.params.slice(0, n), blogId, drafts, ...q.params.slice(n)];
      // the LIMIT/OFFSET placeholders come after the two scope values
      const limit = `LIMIT $${n + 3} OFFSET $${n + 4}`;
      const { rows } = await db.query<PostRow>(
        `SELECT ${POST_SELECT} FROM ${POST_FROM} ${where} ${q.orderBy} ${limit}`,
        params,
      );
      return { rows, total };
    },

    /** A live post of the blog by any of its slugs. */
    async bySlug(blogId: number, slug: string, drafts: boolean): Promise<PostRow | null> {
      const { rows } = await db.query<PostRow>(
        `SELECT ${POST_SELECT} FROM ${POST_FROM}
          JOIN blog_post_slugs s ON s.post_id = p.id AND s.blog_id = p.blog_id
          WHERE s.slug = $3 AND ${visible('$1', '$2')}`,
        [blogId, drafts, slug],
      );
      return rows[0] ?? null;
    },

    async byId(blogId: number, id: number, drafts: boolean, tx: Queryable = db): Promise<PostRow | null> {
      const { rows } = await tx.query<PostRow>(
        `SELECT ${POST_SELECT} FROM ${POST_FROM} WHERE p.id = $3 AND ${visible('$1', '$2')}`,
        [blogId, drafts, id],
      );
      return rows[0] ?? null;
    },

    /** Locks a live post of the blog (writers' changes run one after the other). */
    async lock(tx: Queryable, blogId: number, id: number): Promise<boolean> {
      const { rows } = await tx.query(
        'SELECT 1 FROM blog_posts WHERE id = $1 AND blog_id = $2 AND deleted_at IS NULL FOR UPDATE',
        [id, blogId],
      );
      return rows.length > 0;
    },

    /** The post that holds `slug` (current or former) in the blog, if any. */
    async slugOwner(tx: Queryable, blogId: number, slug: string): Promise<number | null> {
      const { rows } = await tx.query<{ post_id: number }>(
        'SELECT post_id FROM blog_post_slugs WHERE blog_id = $1 AND slug = $2',
        [blogId, slug],
      );
      return rows[0]?.post_id ?? null;
    },

    async insert(
      tx: Queryable,
      post: { blogId: number; slug: string; title: string; subtitle: string; userId: number; now: Date },
    ): Promise<number> {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO blog_posts (blog_id, slug, title, subtitle, created_by, updated_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $5, $6, $6) RETURNING id`,
        [post.blogId, post.slug, post.title, post.subtitle, post.userId, post.now],
      );
      const id = rows[0]!.id;
      await tx.query('INSERT INTO blog_post_slugs (blog_id, slug, post_id) VALUES ($1, $2, $3)', [
        post.blogId,
        post.slug,
        id,
      ]);
      return id;
    },

    /** Makes `slug` the post's current one; its former slugs keep finding it. */
    async setSlug(tx: Queryable, blogId: number, id: number, slug: string): Promise<void> {
      await tx.query(
        'INSERT INTO blog_post_slugs (blog_id, slug, post_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [blogId, slug, id],
      );
      await tx.query('UPDATE blog_posts SET slug = $2 WHERE id = $1', [id, slug]);
    },

    async update(
      tx: Queryable,
      id: number,
      change: { title?: string; subtitle?: string; active?: boolean },
      userId: number,
      now: Date,
    ): Promise<void> {
      await tx.query(
        `UPDATE blog_posts SET title = coalesce($2, title), subtitle = coalesce($3, subtitle),
           active = coalesce($4, active),
           published_at = CASE WHEN coalesce($4, active) THEN coalesce(published_at, $6) ELSE published_at END,
           updated_by = $5, updated_at = $6
         WHERE id = $1`,
        [id, change.title ?? null, change.subtitle ?? null, change.active ?? null, userId, now],
      );
    },

    async softDelete(tx: Queryable, id: number, userId: number, now: Date): Promise<void> {
      await tx.query('UPDATE blog_posts SET deleted_at = $2, updated_by = $3 WHERE id = $1', [
        id,
        now,
        userId,
      ]);
    },

    async touch(tx: Queryable, id: number, userId: number, now: Date): Promise<void> {
      await tx.query('UPDATE blog_posts SET updated_by = $2, updated_at = $3 WHERE id = $1', [
        id,
        userId,
        now,
      ]);
    },

    async pages(postIds: readonly number[], drafts: boolean): Promise<PageRow[]> {
      const { rows } = await db.query<PageRow>(
        `SELECT id, post_id, page_number, content, active, config, created_at, updated_at FROM blog_pages
          WHERE post_id = ANY($1::bigint[]) AND (active OR $2) ORDER BY post_id, page_number`,
        [postIds, drafts],
      );
      return rows;
    },

    async images(postIds: readonly number[]): Promise<ImageRow[]> {
      const { rows } = await db.query<ImageRow>(
        `SELECT post_id, name, filename, created_at FROM blog_images
          WHERE post_id = ANY($1::bigint[]) ORDER BY post_id, created_at DESC, id DESC`,
        [postIds],
      );
      return rows;
    },

    /** Appends an empty active page. */
    async addPage(tx: Queryable, postId: number, now: Date): Promise<PageRow> {
      const { rows } = await tx.query<PageRow>(
        `INSERT INTO blog_pages (post_id, page_number, created_at, updated_at)
         SELECT $1, coalesce(max(page_number), 0) + 1, $2, $2 FROM blog_pages WHERE post_id = $1
         RETURNING id, post_id, page_number, content, active, config, created_at, updated_at`,
        [postId, now],
      );
      return rows[0]!;
    },

    async updatePage(
      tx: Queryable,
      postId: number,
      pageId: number,
      change: { content?: string; active?: boolean; config?: Record<string, unknown> },
      now: Date,
    ): Promise<PageRow | null> {
      const { rows } = await tx.query<PageRow>(
        `UPDATE blog_pages SET content = coalesce($3, content), active = coalesce($4, active),
           config = coalesce($5::jsonb, config), updated_at = $6
         WHERE id = $2 AND post_id = $1
         RETURNING id, post_id, page_number, content, active, config, created_at, updated_at`,
        [
          postId,
          pageId,
          change.content ?? null,
          change.active ?? null,
          change.config === undefined ? null : JSON.stringify(change.config),
          now,
        ],
      );
      return rows[0] ?? null;
    },

    async insertImage(
      postId: number,
      image: { name: string; filename: string; userId: number; now: Date },
    ): Promise<ImageRow> {
      const { rows } = await db.query<ImageRow>(
        `INSERT INTO blog_images (post_id, name, filename, created_by, created_at) VALUES ($1, $2, $3, $4, $5)
         RETURNING post_id, name, filename, created_at`,
        [postId, image.name, image.filename, image.userId, image.now],
      );
      return rows[0]!;
    },
  };
}

export type PostsDal = ReturnType<typeof createPostsDal>;
