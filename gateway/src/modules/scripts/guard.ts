import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { PERSONAL_ACCESS_TOKEN_PREFIX } from '@portal/contract';
import type { Context } from '../../context.js';
import type { CostBudget } from '../../graphql/cost-budget.js';
import type { Protection } from '../../graphql/limits.js';
import type { OperationGuard } from '../../graphql/operation-guard.js';
import type { Language } from '../../language.js';

/** The texts of the scripts' refusals (German first). */
const MESSAGES = {
  readOnly: {
    de: 'Dieses Zugriffstoken darf nur lesen: Änderungen sind damit nicht möglich.',
    en: 'This access token is read-only: it cannot make changes.',
  },
  budgetSpent: {
    de: (seconds: number) =>
      `Das Abfragebudget dieses Zugriffstokens ist aufgebraucht. Bitte versuchen Sie es in ${seconds} s erneut.`,
    en: (seconds: number) =>
      `This access token has used up its query budget. Please try again in ${seconds} s.`,
  },
} as const satisfies Record<string, Record<Language, unknown>>;

const isPersonalAccessToken = (token: string | null): token is string =>
  token?.startsWith(PERSONAL_ACCESS_TOKEN_PREFIX) ?? false;

/** A token's budget is kept under its hash, never under the token. */
const budgetKey = (token: string): string => createHash('sha256').update(token).digest('base64url');

export interface ScriptsGuardDeps {
  /** The query cost scripts may spend per token and window. */
  budget: CostBudget;
  operationCost: Protection['operationCost'];
}

/**
 * What scripts (`Bearer pat_…`) pass before an operation runs, over HTTP and graphql-ws; members' sessions pass
 * untouched. Each operation spends its cost (the cost limit's formula) from the token's budget: over it, the answer
 * is TOO_MANY_REQUESTS with `retryAfter` and nothing runs. A mutation with a READ_ONLY token is FORBIDDEN before any
 * of its fields runs (the backend refuses each write as well); queries and subscriptions are reading.
 */
export function scriptsGuard(deps: ScriptsGuardDeps): OperationGuard<Context> {
  return async ({ schema, document, operation, context }) => {
    const { token, language } = context;
    if (!isPersonalAccessToken(token)) return;
    const retryAfter = await deps.budget.spend(
      budgetKey(token),
      deps.operationCost(schema, document, operation),
    );
    if (retryAfter !== null) {
      throw new GraphQLError(MESSAGES.budgetSpent[language](retryAfter), {
        extensions: { code: 'TOO_MANY_REQUESTS', retryAfter },
      });
    }
    if (operation.operation !== 'mutation') return;
    const { data } = await context.loaders.scripts.currentToken();
    if (data?.scope === 'READ_ONLY') {
      throw new GraphQLError(MESSAGES.readOnly[language], { extensions: { code: 'FORBIDDEN' } });
    }
  };
}
