import type { Ls22ServerState } from '@portal/contract';
import type { Queryable } from '../../db/client.js';
import type { ParsedStats } from './parse.js';

/** The days an in-game date is computed from (environment.xml). */
export interface Ls22Days {
  monotonicDay: number;
  daysPerPeriod: number;
}

/** What one poll leaves (times as ISO strings: the row keeps it as JSON). */
export interface Ls22PollState {
  state: Ls22ServerState;
  polledAt: string | null;
  /** The last good answer (a game running) and when it was read: kept through failures. */
  data: ParsedStats | null;
  fetchedAt: string | null;
  errorCode: string | null;
  errorDetail: string | null;
}

export interface Ls22ServerStateRow {
  poll: Ls22PollState;
  days: Ls22Days | null;
  latestBackupAt: Date | null;
}

const NEVER_POLLED: Ls22PollState = {
  state: 'pending',
  polledAt: null,
  data: null,
  fetchedAt: null,
  errorCode: null,
  errorDetail: null,
};

/**
 * The server's state as the poller last read it (table `ls22_server_state`, one row): one replica polls, every
 * replica reads. Each writer sets only its own columns, so a poll and a backup finishing at once both stand.
 */
export function createServerStateDal(db: Queryable) {
  return {
    async read(): Promise<Ls22ServerStateRow> {
      const { rows } = await db.query<{
        poll: Ls22PollState | null;
        days: Ls22Days | null;
        latest_backup_at: Date | null;
      }>('SELECT poll, days, latest_backup_at FROM ls22_server_state WHERE id = 1');
      const row = rows[0];
      return {
        poll: row?.poll ?? NEVER_POLLED,
        days: row?.days ?? null,
        latestBackupAt: row?.latest_backup_at ?? null,
      };
    },

    /** A poll's outcome, and the days when it read them (else the stored ones stay). */
    async savePoll(poll: Ls22PollState, days: Ls22Days | null): Promise<void> {
      await db.query(
        'UPDATE ls22_server_state SET poll = $1::jsonb, days = COALESCE($2::jsonb, days) WHERE id = 1',
        [JSON.stringify(poll), days && JSON.stringify(days)],
      );
    },

    /** A backup was taken (its days, when it read an environment). */
    async saveBackup(takenAt: Date, days: Ls22Days | null): Promise<void> {
      await db.query(
        `UPDATE ls22_server_state SET latest_backup_at = $1,
           days = COALESCE($2::jsonb, days) WHERE id = 1`,
        [takenAt, days && JSON.stringify(days)],
      );
    },

    /** Fills in the latest backup when none is stored yet (the first start after the table came). */
    async seedBackup(takenAt: Date, days: Ls22Days | null): Promise<void> {
      await db.query(
        `UPDATE ls22_server_state SET latest_backup_at = $1, days = COALESCE(days, $2::jsonb)
          WHERE id = 1 AND latest_backup_at IS NULL`,
        [takenAt, days && JSON.stringify(days)],
      );
    },

    /**
     * Records `header` as the one announced; false when it already was (by this replica or another), so each
     * change is broadcast once.
     */
    async markAnnounced(header: string): Promise<boolean> {
      const { rows } = await db.query(
        `UPDATE ls22_server_state SET announced = $1 WHERE id = 1 AND announced IS DISTINCT FROM $1 RETURNING id`,
        [header],
      );
      return rows.length > 0;
    },
  };
}

export type ServerStateDal = ReturnType<typeof createServerStateDal>;
