import type { RestLs22Farm, RestLs22FinancialRow } from '@portal/contract';
import { LS22_MONEY_COLUMNS } from '@portal/contract';
import type { Db, Queryable } from '../../db/client.js';
import type { ParsedFarm } from './parse.js';

interface FarmRow {
  id: number;
  game_farm_id: number;
  name: string;
  color: number | null;
  money: string | null;
  loan: string | null;
  players: RestLs22Farm['players'];
  updated_at: Date;
  members: { id: number; name: string }[];
}

interface FinancialRow {
  id: number;
  farm_id: number;
  day: number;
  amounts: Record<string, string>;
  extra: Record<string, string>;
}

const FARM_SELECT = `SELECT f.id, f.game_farm_id, f.name, f.color, f.money, f.loan, f.players, f.updated_at,
  COALESCE((SELECT json_agg(json_build_object('id', u.id, 'name', u.name) ORDER BY u.name, u.id)
    FROM ls22_farm_members m JOIN users u ON u.id = m.user_id WHERE m.farm_id = f.id), '[]') AS members
  FROM ls22_farms f`;

const farmView = (r: FarmRow, userId: number): RestLs22Farm => ({
  ...r,
  mine: r.members.some((m) => Number(m.id) === userId),
  updated_at: r.updated_at.toISOString(),
});

const financialView = (r: FinancialRow): RestLs22FinancialRow =>
  ({
    id: r.id,
    farm_id: r.farm_id,
    day: r.day,
    ...Object.fromEntries(LS22_MONEY_COLUMNS.map((c) => [c, r.amounts[c] ?? null])),
    extra: r.extra,
  }) as RestLs22FinancialRow;

/**
 * The member holds a role that opens LS22: ADMIN or TOXIC_IDIOT (Laravel seeded it as TOXIC-IDIOT), or SUPER_ADMIN,
 * who passes every role check.
 */
const MAY_OPEN_LS22 = `EXISTS (SELECT 1 FROM role_user ru JOIN roles r ON r.id = ru.role_id
  WHERE ru.user_id = u.id AND replace(upper(r.name), '-', '_') IN ('ADMIN', 'TOXIC_IDIOT', 'SUPER_ADMIN'))`;

/** The farms and their financial history. */
export function createFarmsDal(db: Db) {
  return {
    /**
     * Stores what a backup's farms.xml says: the farms themselves, and their finances as rows per in-game day
     * (`monotonicDay` − the stats' day). A day already held takes the columns read now when this backup is not
     * older than the one it was read from; columns it lacks now stay (nothing is lost, nothing doubles).
     */
    async store(tx: Queryable, farms: readonly ParsedFarm[], monotonicDay: number | null, at: Date) {
      if (farms.length === 0) return;
      const { rows } = await tx.query<{ id: number; game_farm_id: number }>(
        `INSERT INTO ls22_farms (game_farm_id, name, color, money, loan, players, updated_at)
         SELECT * FROM unnest($1::int[], $2::text[], $3::int[], $4::text[], $5::text[], $6::text[]::jsonb[],
           array_fill($7::timestamptz, ARRAY[cardinality($1::int[])]))
         ON CONFLICT (game_farm_id) DO UPDATE SET name = EXCLUDED.name, color = EXCLUDED.color,
           money = EXCLUDED.money, loan = EXCLUDED.loan, players = EXCLUDED.players, updated_at = EXCLUDED.updated_at
         RETURNING id, game_farm_id`,
        [
          farms.map((f) => f.gameFarmId),
          farms.map((f) => f.name),
          farms.map((f) => f.color),
          farms.map((f) => f.money),
          farms.map((f) => f.loan),
          farms.map((f) => JSON.stringify(f.players)),
          at,
        ],
      );
      if (monotonicDay === null) return;
      const idOf = new Map(rows.map((r) => [Number(r.game_farm_id), Number(r.id)]));
      const farmIds: number[] = [];
      const days: number[] = [];
      const amounts: string[] = [];
      const extras: string[] = [];
      for (const farm of farms)
        for (const f of farm.finances) {
          const day = monotonicDay - f.statsDay;
          if (day < 0) continue;
          farmIds.push(idOf.get(farm.gameFarmId)!);
          days.push(day);
          amounts.push(JSON.stringify(f.amounts));
          extras.push(JSON.stringify(f.extra));
        }
      if (farmIds.length === 0) return;
      await tx.query(
        `INSERT INTO ls22_financial_rows (farm_id, day, amounts, extra, source_day)
         SELECT farm_id, day, amounts, extra, $5 FROM unnest($1::bigint[], $2::int[], $3::text[]::jsonb[],
           $4::text[]::jsonb[]) AS t (farm_id, day, amounts, extra)
         ON CONFLICT (farm_id, day) DO UPDATE SET amounts = ls22_financial_rows.amounts || EXCLUDED.amounts,
           extra = ls22_financial_rows.extra || EXCLUDED.extra, source_day = EXCLUDED.source_day
         WHERE EXCLUDED.source_day >= ls22_financial_rows.source_day`,
        [farmIds, days, amounts, extras, monotonicDay],
      );
    },

    /** Every farm, the member's own first, then by the game's number. */
    async list(userId: number): Promise<RestLs22Farm[]> {
      const { rows } = await db.query<FarmRow>(
        `${FARM_SELECT} ORDER BY EXISTS (SELECT 1 FROM ls22_farm_members m WHERE m.farm_id = f.id
           AND m.user_id = $1) DESC, f.game_farm_id`,
        [userId],
      );
      return rows.map((r) => farmView(r, userId));
    },

    async find(id: number, userId: number): Promise<RestLs22Farm | null> {
      const { rows } = await db.query<FarmRow>(`${FARM_SELECT} WHERE f.id = $1`, [id]);
      return rows[0] ? farmView(rows[0], userId) : null;
    },

    /** The members who may open LS22 (and so be linked to a farm), by name. */
    async assignableMembers(): Promise<{ id: number; name: string; email: string }[]> {
      const { rows } = await db.query<{ id: number; name: string; email: string }>(
        `SELECT u.id, u.name, u.email FROM users u WHERE ${MAY_OPEN_LS22} ORDER BY lower(u.name), u.id`,
      );
      return rows;
    },

    async isAssignable(userId: number): Promise<boolean> {
      const { rows } = await db.query(`SELECT 1 FROM users u WHERE u.id = $1 AND ${MAY_OPEN_LS22}`, [userId]);
      return rows.length > 0;
    },

    /** Makes `farmId` the member's farm (replacing an earlier one); null `userId` unassigns everyone of it. */
    async assign(farmId: number, userId: number | null) {
      if (userId === null) await db.query('DELETE FROM ls22_farm_members WHERE farm_id = $1', [farmId]);
      else
        await db.query(
          `INSERT INTO ls22_farm_members (user_id, farm_id) VALUES ($1, $2)
           ON CONFLICT (user_id) DO UPDATE SET farm_id = EXCLUDED.farm_id`,
          [userId, farmId],
        );
    },

    /** Financial rows of one farm (or all: null), days `from`..`to` (both included), oldest first. */
    async financials(farmId: number | null, from: number | null, to: number | null) {
      // only the conditions that apply: a generic `$1 IS NULL OR ...` would keep the planner off the index
      const params: unknown[] = [];
      const where: string[] = [];
      const bind = (sql: string, value: unknown) => {
        params.push(value);
        where.push(sql.replace('?', `$${params.length}`));
      };
      if (farmId !== null) bind('farm_id = ?', farmId);
      if (from !== null) bind('day >= ?', from);
      if (to !== null) bind('day <= ?', to);
      const { rows } = await db.query<FinancialRow>(
        `SELECT id, farm_id, day, amounts, extra FROM ls22_financial_rows
         ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY day, farm_id`,
        params,
      );
      return rows.map(financialView);
    },
  };
}

export type FarmsDal = ReturnType<typeof createFarmsDal>;
