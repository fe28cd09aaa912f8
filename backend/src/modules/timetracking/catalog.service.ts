import type {
  RestTimeBrandUpdateRequest,
  RestTimeBudgetUpdateRequest,
  RestTimeDropdownData,
  RestTimeNameRequest,
  RestTimeProjectUpdateRequest,
  RestTimeTaskUpdateRequest,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { fieldError, notFound } from '../../http/errors.js';
import type { ListQuery } from '../../http/list-query.js';
import type { MessageKey } from '../../http/messages.js';
import type { Clock } from '../../lib/clock.js';
import type { CommentRow, CommentTarget } from './comments.dal.js';
import { createCommentsDal } from './comments.dal.js';
import type { BudgetWatch } from './budgets.service.js';
import { dropdownData } from './dropdown.dal.js';
import type { OwnedDal } from './owned.dal.js';
import { createOwnedDal } from './owned.dal.js';
import type {
  BrandColumns,
  BrandRow,
  BudgetColumns,
  BudgetRow,
  CustomerRow,
  NameColumns,
  ProjectColumns,
  ProjectRow,
  TaskColumns,
  TaskRow,
  TypeRow,
} from './tables.dal.js';
import { BRANDS, BUDGETS, CUSTOMERS, PROJECTS, TASKS, TYPES } from './tables.dal.js';
import { namesTargets, resolveTargets } from './targets.js';

type NameBody = z.output<typeof RestTimeNameRequest>;

/**
 * Per kind of the catalogue: the row its answers show, the columns its writes set and the body of a change (an
 * update's body; a create's has the same fields, the required ones sent).
 */
interface Kinds {
  customer: { row: CustomerRow; columns: NameColumns; body: NameBody };
  brand: { row: BrandRow; columns: BrandColumns; body: z.output<typeof RestTimeBrandUpdateRequest> };
  project: { row: ProjectRow; columns: ProjectColumns; body: z.output<typeof RestTimeProjectUpdateRequest> };
  budget: { row: BudgetRow; columns: BudgetColumns; body: z.output<typeof RestTimeBudgetUpdateRequest> };
  type: { row: TypeRow; columns: NameColumns; body: NameBody };
  task: { row: TaskRow; columns: TaskColumns; body: z.output<typeof RestTimeTaskUpdateRequest> };
}
export type CatalogKind = keyof Kinds;
type Row<K extends CatalogKind> = Kinds[K]['row'];
type Body<K extends CatalogKind> = Kinds[K]['body'];
type Columns<K extends CatalogKind> = Partial<Kinds[K]['columns']>;

interface Resource<K extends CatalogKind> {
  dal: OwnedDal<Row<K>, Kinds[K]['columns']>;
  /**
   * How a body becomes its columns (`existing`: an update, which sets only what is sent). May check the body
   * against the member's other rows.
   */
  columns: (userId: number, body: Body<K>, existing: boolean) => Promise<Columns<K>> | Columns<K>;
  /** The message of a delete. */
  deleted: MessageKey;
  /** What the answers add to the rows read (budgets: what is left per week); the rows themselves without. */
  present?: (userId: number, rows: Row<K>[]) => Promise<Row<K>[]>;
  /** After a create or update (budgets: their warnings). */
  saved?: (userId: number, row: Row<K>) => Promise<void>;
}

/** A number sent as a number or a string of digits (ids, cents). */
const numberOf = <T>(v: string | T) => (typeof v === 'string' ? Number(v) : v);
const textOf = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() ? v : null);

/** Customers, brands, projects, budgets, types and tasks of a member, their comments and the pickers' data. */
export function createCatalogService(deps: {
  db: Db;
  budgets: Pick<BudgetWatch, 'present' | 'check'>;
  clock: Clock;
}) {
  const { db, budgets, clock } = deps;
  const comments = createCommentsDal(db);

  const budgetColumns: Resource<'budget'>['columns'] = async (userId, body, existing) => {
    const columns = {
      name: body.name,
      time_seconds: body.time,
      money_cents: numberOf(body.money_cents),
      hourly_rate_cents: numberOf(body.hourly_rate_cents),
      ends_on: body.ends_on,
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

  const taskColumns: Resource<'task'>['columns'] = async (userId, body, existing) => {
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

  const resources: { [K in CatalogKind]: Resource<K> } = {
    customer: {
      dal: createOwnedDal(db, CUSTOMERS),
      columns: (_u, body) => ({ name: body.name }),
      deleted: 'timetracking.customer_deleted',
    },
    brand: {
      dal: createOwnedDal(db, BRANDS),
      columns: (_u, body) => ({ name: body.name, customer_id: numberOf(body.customer_id) }),
      deleted: 'timetracking.brand_deleted',
    },
    project: {
      dal: createOwnedDal(db, PROJECTS),
      columns: (_u, body) => ({ name: body.name, brand_id: numberOf(body.brand_id) }),
      deleted: 'timetracking.project_deleted',
    },
    budget: {
      dal: createOwnedDal(db, BUDGETS),
      columns: budgetColumns,
      deleted: 'timetracking.budget_deleted',
      present: budgets.present,
      // a new amount may put the use over a threshold, or below one again
      saved: (userId, row) =>
        budgets.check(userId, [
          { customer_id: row.customer_id, brand_id: row.brand_id, project_id: row.project_id },
        ]),
    },
    type: {
      dal: createOwnedDal(db, TYPES),
      columns: (_u, body) => ({ name: body.name }),
      deleted: 'timetracking.type_deleted',
    },
    task: {
      dal: createOwnedDal(db, TASKS),
      columns: taskColumns,
      deleted: 'timetracking.task_deleted',
    },
  };

  const present = async <K extends CatalogKind>(kind: K, userId: number, rows: Row<K>[]) => {
    const resource: Resource<K> = resources[kind];
    return resource.present ? resource.present(userId, rows) : rows;
  };

  async function get<K extends CatalogKind>(kind: K, userId: number, id: number): Promise<Row<K>> {
    const row = await resources[kind].dal.find(userId, id);
    if (!row) throw notFound();
    return (await present(kind, userId, [row]))[0]!;
  }

  /** The row after a create or update, once its `saved` ran. */
  async function saved<K extends CatalogKind>(kind: K, userId: number, id: number): Promise<Row<K>> {
    const row = await get(kind, userId, id);
    const resource: Resource<K> = resources[kind];
    await resource.saved?.(userId, row);
    return row;
  }

  async function owns(userId: number, target: CommentTarget, id: number) {
    if (!(await comments.hasTarget(userId, target, id))) throw notFound();
  }

  return {
    /** A page of the member's rows (without an order the contract's default for the list). */
    async page<K extends CatalogKind>(kind: K, userId: number, query: ListQuery) {
      const { rows, total } = await resources[kind].dal.page(userId, query);
      return { rows: await present(kind, userId, rows), total };
    },

    get,

    async create<K extends CatalogKind>(kind: K, userId: number, body: Body<K>): Promise<Row<K>> {
      const { dal, columns } = resources[kind];
      const id = await dal.insert(userId, await columns(userId, body, false), clock.now());
      return saved(kind, userId, id);
    },

    async update<K extends CatalogKind>(kind: K, userId: number, id: number, body: Body<K>): Promise<Row<K>> {
      const { dal, columns } = resources[kind];
      await get(kind, userId, id);
      await dal.update(userId, id, await columns(userId, body, true), clock.now());
      return saved(kind, userId, id);
    },

    /** Deletes the row; answers the message key of the delete. */
    async remove(kind: CatalogKind, userId: number, id: number): Promise<MessageKey> {
      if (!(await resources[kind].dal.remove(userId, id))) throw notFound();
      return resources[kind].deleted;
    },

    async comments(userId: number, target: CommentTarget, id: number): Promise<CommentRow[]> {
      await owns(userId, target, id);
      return comments.list(userId, target, id);
    },

    async comment(userId: number, target: CommentTarget, id: number, text: string): Promise<CommentRow> {
      await owns(userId, target, id);
      return comments.insert(userId, target, id, text, clock.now());
    },

    dropdown: (userId: number): Promise<RestTimeDropdownData> => dropdownData(db, userId),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
