import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { blogRoutes as contract } from '@portal/contract';
import { authOf } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import { parseListQuery, rawQueryOf } from '../../http/list-query.js';
import { t } from '../../http/messages.js';
import { listPath, paginate } from '../../http/pagination.js';
import type { ContractTypeProvider } from '../../http/routes.js';
import { fromContract, guarded } from '../../http/routes.js';
import { hasAnyRole } from '../../lib/roles.js';
import type { BlogService, Reader } from './blog.service.js';
import { blogView } from './blog.service.js';
import { POST_LIST_SPEC } from './posts.dal.js';

const posts = '/api/blog/:blog/post';
/** The multipart field of an image upload. */
const IMAGE_FIELD = 'image';

/** Who may write, and so see drafts. */
const WRITERS = contract[`POST ${posts}`].roles;

const readerOf = (request: FastifyRequest): Reader => {
  const auth = authOf(request);
  return { userId: auth.userId, writer: hasAnyRole(auth.roles, WRITERS) };
};

/** `/api/blog…`: reading for every member, writing for ADMIN and MODERATOR. */
export function blogApiRoutes(deps: {
  blog: BlogService;
  authenticate: preValidationAsyncHookHandler;
  /** PORTAL_URL: the base of the paginator's URLs. */
  publicUrl: string;
  maxImageBytes: number;
}) {
  const { blog, authenticate, publicUrl, maxImageBytes } = deps;

  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ContractTypeProvider>();
    app.addHook('preValidation', authenticate);

    app.route({
      ...fromContract(contract['GET /api/blog']),
      handler: async (request) => (await blog.blogs()).map((row) => blogView(row, request.locale)),
    });

    app.route({
      ...fromContract(contract['GET /api/blog/:blog']),
      handler: async (request) => blogView(await blog.blog(request.params.blog), request.locale),
    });

    // list queries nest brackets (order[title]=asc, filter[search]=…): parsed from the URL
    app.route({
      ...fromContract(contract[`GET ${posts}`]),
      handler: async (request) => {
        const query = parseListQuery(rawQueryOf(request.url), POST_LIST_SPEC);
        const { items, total } = await blog.list(request.params.blog, readerOf(request), query);
        return paginate(items, total, query, listPath(publicUrl, request), request.locale);
      },
    });

    app.route({
      ...guarded(contract[`POST ${posts}`]),
      handler: async (request, reply) =>
        reply.code(201).send(await blog.create(request.params.blog, request.body, readerOf(request))),
    });

    app.route({
      ...fromContract(contract[`GET ${posts}/:post`]),
      handler: async (request) => blog.show(request.params.blog, request.params.post, readerOf(request)),
    });

    app.route({
      ...guarded(contract[`PUT ${posts}/:post`]),
      handler: async (request) =>
        blog.update(request.params.blog, request.params.post, request.body, readerOf(request)),
    });

    app.route({
      ...guarded(contract[`DELETE ${posts}/:post`]),
      handler: async (request) => {
        await blog.remove(request.params.blog, request.params.post, readerOf(request));
        return { message: t(request.locale, 'blog.post_deleted') };
      },
    });

    app.route({
      ...guarded(contract[`PUT ${posts}/:post/pages`]),
      handler: async (request) =>
        blog.updatePage(request.params.blog, request.params.post, request.body, readerOf(request)),
    });

    app.route({
      ...guarded(contract[`POST ${posts}/:post/pages/add-page`]),
      handler: async (request, reply) =>
        reply.code(201).send(await blog.addPage(request.params.blog, request.params.post, readerOf(request))),
    });

    app.route({
      ...fromContract(contract[`GET ${posts}/:post/image-bag`]),
      handler: async (request) => blog.images(request.params.blog, request.params.post, readerOf(request)),
    });

    // multipart: the file is streamed to a temporary file (413 over BLOG_MAX_IMAGE_MB), then checked and converted
    app.route({
      ...guarded(contract[`POST ${posts}/:post/image-upload`]),
      handler: async (request, reply) => {
        const upload = await app.uploads.receive(request, { maxBytes: maxImageBytes, field: IMAGE_FIELD });
        try {
          const image = await blog.addImage(
            request.params.blog,
            request.params.post,
            upload,
            IMAGE_FIELD,
            readerOf(request),
          );
          return reply.code(201).send(image);
        } finally {
          await upload.discard();
        }
      },
    });
  };
}

/**
 * `/api/blog-images/:file` without login: `<img>` sends no token, so the 128-bit random name is the capability.
 * Files never change under a name: cached for a year.
 */
export function blogImageRoutes(deps: { blog: BlogService }) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ContractTypeProvider>();
    app.route({
      ...fromContract(contract['GET /api/blog-images/:file']),
      handler: async (request, reply) => {
        const file = deps.blog.imagePath(request.params.file);
        const stat = await fs.promises.stat(file).catch(() => null);
        if (!stat?.isFile()) throw notFound();
        return (
          reply
            .header('content-type', 'image/webp')
            .header('content-length', String(stat.size))
            // <img> ignores it; opened on its own the file is saved, never rendered as a page
            .header('content-disposition', `attachment; filename="${request.params.file}"`)
            .header('cache-control', 'public, max-age=31536000, immutable')
            .header('x-content-type-options', 'nosniff')
            .send(fs.createReadStream(file))
        );
      },
    });
  };
}
