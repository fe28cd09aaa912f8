import { notFound } from './errors.js';

/** Route ids are positive integers; anything else is an unknown record (404), as Laravel's route binding. */
export function parseId(raw: unknown): number {
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) throw notFound();
  const id = Number(raw);
  if (id < 1) throw notFound();
  return id;
}
