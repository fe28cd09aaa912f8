/** Who writes posts (spec 01 §6); reading needs a login only. */
export const WRITER_ROLES = ['ADMIN', 'MODERATOR'] as const;
