import type { TokenList_TokenFragment } from '../../gql/graphql';

export type Token = TokenList_TokenFragment;

/** The end of the chosen day (`YYYY-MM-DD` from a date input) in the member's time zone, as the API's DateTime. */
export function endOfDay(date: string): string {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  return new Date(year, month - 1, day, 23, 59, 59).toISOString();
}

/** Today as a date input's value (its `min`: a token may expire at the end of today at the earliest). */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function isExpired(token: Pick<Token, 'expiresAt'>, now = Date.now()): boolean {
  return token.expiresAt !== null && Date.parse(token.expiresAt) <= now;
}
