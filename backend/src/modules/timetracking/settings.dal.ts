import type { TIME_HOLIDAY_REGIONS, TIME_ROUNDING_MODES } from '@portal/contract';
import type { Queryable } from '../../db/client.js';

export type RoundingMode = (typeof TIME_ROUNDING_MODES)[number];

export interface SettingsRow {
  working_days_in_week: number;
  working_hours_per_day: number;
  short_time_work_hours_per_day: number;
  time_zone: string;
  holiday_region: (typeof TIME_HOLIDAY_REGIONS)[number] | null;
  /** How each record's worked seconds are rounded (to a multiple of `rounding_minutes`; 1 with none). */
  rounding_mode: RoundingMode;
  rounding_minutes: number;
  /** A record running longer than this raises one notification. */
  remind_after_hours: number;
}

const COLUMNS = `working_days_in_week, working_hours_per_day::float8 AS working_hours_per_day,
  short_time_work_hours_per_day::float8 AS short_time_work_hours_per_day, time_zone, holiday_region,
  rounding_mode, rounding_minutes, remind_after_hours`;

/** A member's settings row, made with the table's defaults when first needed. */
export function createSettingsDal(db: Queryable) {
  /**
   * Takes the member's lock (their settings row, FOR UPDATE by the upsert) for the rest of the transaction: every
   * change of the member's records takes it first, so the overlap and start-time rules are checked one at a time.
   */
  async function lock(tx: Queryable, userId: number): Promise<SettingsRow> {
    const { rows } = await tx.query<SettingsRow>(
      `INSERT INTO tt_settings (user_id) VALUES ($1)
       ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id RETURNING ${COLUMNS}`,
      [userId],
    );
    return rows[0]!;
  }

  return {
    lock,

    async get(userId: number, q: Queryable = db): Promise<SettingsRow> {
      const { rows } = await q.query<SettingsRow>(`SELECT ${COLUMNS} FROM tt_settings WHERE user_id = $1`, [
        userId,
      ]);
      return rows[0] ?? lock(q, userId);
    },

    async save(
      userId: number,
      values: Partial<SettingsRow>,
      now: Date,
      q: Queryable = db,
    ): Promise<SettingsRow> {
      const set = Object.entries(values).filter(([, v]) => v !== undefined);
      const { rows } = await q.query<SettingsRow>(
        `INSERT INTO tt_settings (user_id, created_at, updated_at${set.map(([c]) => `, ${c}`).join('')})
         VALUES ($1, $2, $2${set.map((_, i) => `, $${i + 3}`).join('')})
         ON CONFLICT (user_id) DO UPDATE SET updated_at = $2${set.map(([c]) => `, ${c} = EXCLUDED.${c}`).join('')}
         RETURNING ${COLUMNS}`,
        [userId, now, ...set.map(([, v]) => v)],
      );
      return rows[0]!;
    },
  };
}

export type SettingsDal = ReturnType<typeof createSettingsDal>;
