import type {
  RestTimeBudgetUpdateRequest,
  RestTimeDropdownData,
  RestTimeTaskUpdateRequest,
  TIME_COMMENT_TARGETS,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { fieldError, notFound } from '../../http/errors.js';
import type { ListQuery } from '../../http/list-query.js';
import type { MessageKey } from '../../http/messages.js';
import type { Clock } from '../../lib/clock.js';
import type { OwnedTable } from './owned.dal.js';
import { createOwnedDal } from './owned.dal.js';
import { BRANDS, BUDGETS, CUSTOMERS, PROJECTS, TASKS, TYPES } from './tables.dal.js';
import { namesTargets, resolveTargets } from './targets.js';

type Columns = Record<string, unknown>;
type Body = Record<string, unknown>;

/**
 * How a resource's body becomes its columns (`existing`: an update, which sets only what is sent). May check the
 * body against the member's other rows (`db`).
 */
type ToColumns = (userId: number, body: Body, existing: boolean) => Promise<Columns> | Columns;

interface Resource {
  table: OwnedTable;
  columns: ToColumns;
  /** The message of a delete. */
  deleted: MessageKey;
}

/** A number sent as a number or a string of digits (ids, cents). */
const numberOf = (v: unknown) => (v === null || v === undefined ? v : Number(v));
const textOf = (v: unknown) => (v === undefined ? undefined : typeof v === 'string' && v.trim() ? v : null);

type TaskBody = z.output<typeof RestTimeTaskUpdateRequest>;
type BudgetBody = z.output<typeof RestTimeBudgetUpdateRequest>;
export type CommentTarget = (typeof TIME_COMMENT_TARGETS)[number];

/** Customers, brands, projects, budgets, types and tasks of a member, their comments and the pickers' data. */
export function createCatalogService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  const budgetColumns: ToColumns = async (userId, raw, existing) => {
    const body = raw as BudgetBody;
    const columns: Columns = {
      name: body.name,
      time_seconds: body.time,
      money_cents: numberOf(body.money_cents),
      hourly_rate_cents: numberOf(body.hourly_rate_cents),
    };
    if (existing && !namesTargets(body)) return columns;
    const named = [body.customer_id, body.brand_id, body.project_id].filter(
      (v) => v !== null && v !== undefined,
    );
    if (named.length !== 1) throw fieldError('customer_id', 'timetracking.budget_target');
    const { customer_id, brand_id, project_id } = body;
    // a budget is on the one it names, not on those above it: check ownership only
    await resolveTargets(db, userId, { customer_id, brand_id, project_id });
    return {
      ...columns,
      customer_id: numberOf(customer_id) ?? null,
      brand_id: numberOf(brand_id) ?? null,
      project_id: numberOf(project_id) ?? null,
    };
  };

  const taskColumns: ToColumns = async (userId, raw, existing) => {
    const body = raw as TaskBody;
    const finished = body.finished === undefined ? undefined : [true, 1, '1'].includes(body.finished);
    return {
      title: body.title,
      text: textOf(body.text),
      deadline: body.deadline,
      estimated_seconds: body.estimated_time,
      ticket_url: textOf(body.ticket_url),
      finished_at: finished === undefined ? undefined : finished ? clock.now() : null,
      ...(!existing || namesTargets(body) ? await resolveTargets(db, userId, body) : {}),
    };
  };

  const resources = {
    customer: {
      table: CUSTOMERS,
      columns: (_u, body) => ({ name: body.name }),
      deleted: 'timetracking.customer_deleted',
    },
    brand: {
      table: BRANDS,
      columns: (_u, body) => ({ name: body.name, customer_id: numberOf(body.customer_id) }),
      deleted: 'timetracking.brand_deleted',
    },
    project: {
      table: PROJECTS,
      columns: (_u, body) => ({ name: body.name, brand_id: numberOf(body.brand_id) }),
      deleted: 'timetracking.project_deleted',
    },
    budget: {
      table: BUDGETS,
      columns: budgetColumns,
      deleted: 'timetracking.budget_deleted',
    },
    type: {
      table: TYPES,
      columns: (_u, body) => ({ name: body.name }),
      deleted: 'timetracking.type_deleted',
    },
    task: {
      table: TASKS,
      columns: taskColumns,
      deleted: 'timetracking.task_deleted',
    },
  } satisfies Record<string, Resource>;

  type Kind = keyof typeof resources;
  const dals = Object.fromEntries(
    Object.entries(resources).map(([kind, r]) => [kind, createOwnedDal(db, r.table)]),
  ) as Record<Kind, ReturnType<typeof createOwnedDal>>;

  async function get<T>(kind: Kind, userId: number, id: number): Promise<T> {
    const row = await dals[kind].find<T>(userId, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    /** A page of the member's rows (without an order the contract's default for the list). */
    async page<T>(kind: Kind, userId: number, query: ListQuery) {
      return dals[kind].page<T>(userId, query);
    },

    get,

    async create<T>(kind: Kind, userId: number, body: Body): Promise<T> {
      const columns = await resources[kind].columns(userId, body, false);
      const id = await dals[kind].insert(
        userId,
        Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)),
        clock.now(),
      );
      return get<T>(kind, userId, id);
    },

    async update<T>(kind: Kind, userId: number, id: number, body: Body): Promise<T> {
      await get(kind, userId, id);
      await dals[kind].update(userId, id, await resources[kind].columns(userId, body, true), clock.now());
      return get<T>(kind, userId, id);
    },

    /** Deletes the row; answers the message key of the delete. */
    async remove(kind: Kind, userId: number, id: number): Promise<MessageKey> {
      if (!(await dals[kind].remove(userId, id))) throw notFound();
      return resources[kind].deleted;
    },

    async comments(userId: number, target: CommentTarget, id: number) {
      await owns(userId, target, id);
      const { rows } = await db.query<CommentView>(
        `SELECT ${COMMENT} FROM tt_comments x JOIN users u ON u.id = x.user_id
          WHERE x.${target}_id = $1 AND x.user_id = $2 ORDER BY x.id`,
        [id, userId],
      );
      return rows;
    },

    async comment(userId: number, target: CommentTarget, id: number, text: string): Promise<CommentView> {
      await owns(userId, target, id);
      const { rows } = await db.query<CommentView>(
        `WITH x AS (INSERT INTO tt_comments (user_id, ${target}_id, text, created_at) VALUES ($1, $2, $3, $4)
                    RETURNING *)
         SELECT ${COMMENT} FROM x JOIN users u ON u.id = x.user_id`,
        [userId, id, text, clock.now()],
      );
      return rows[0]!;
    },

    async dropdown(userId: number): Promise<RestTimeDropdownData> {
      const list = async <T>(sql: string) => (await db.query<T>(sql, [userId])).rows;
      const [customers, brands, projects, types, tasks] = await Promise.all([
        list<RestTimeDropdownData['customers'][number]>(
          'SELECT id, name FROM tt_customers WHERE user_id = $1 ORDER BY lower(name), id',
        ),
        list<RestTimeDropdownData['brands'][number]>(
          'SELECT id, name, customer_id FROM tt_brands WHERE user_id = $1 ORDER BY lower(name), id',
        ),
        list<RestTimeDropdownData['projects'][number]>(
          'SELECT id, name, brand_id FROM tt_projects WHERE user_id = $1 ORDER BY lower(name), id',
        ),
        list<RestTimeDropdownData['types'][number]>(
          'SELECT id, name FROM tt_types WHERE user_id = $1 ORDER BY lower(name), id',
        ),
        list<RestTimeDropdownData['tasks'][number]>(
          `SELECT id, title, customer_id, brand_id FROM tt_tasks WHERE user_id = $1 AND finished_at IS NULL
            ORDER BY lower(title), id`,
        ),
      ]);
      return { customers, brands, projects, types, tasks };
    },
  };

  async function owns(userId: number, target: CommentTarget, id: number) {
    const table = target === 'task' ? 'tt_tasks' : 'tt_records';
    const { rows } = await db.query(`SELECT 1 FROM ${table} WHERE id = $1 AND user_id = $2`, [id, userId]);
    if (rows.length === 0) throw notFound();
  }
}

const COMMENT = `x.id, CASE WHEN x.task_id IS NULL THEN 'record' ELSE 'task' END AS target,
  coalesce(x.task_id, x.record_id) AS target_id, x.text, json_build_object('id', u.id, 'name', u.name) AS "user",
  x.created_at`;

export interface CommentView {
  id: number;
  target: CommentTarget;
  target_id: number;
  text: string;
  user: { id: number; name: string };
  created_at: Date;
}

export type CatalogService = ReturnType<typeof createCatalogService>;
export type CatalogKind = Parameters<CatalogService['get']>[0];
