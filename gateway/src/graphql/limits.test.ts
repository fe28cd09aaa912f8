import { buildSchema, getOperationAST, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../config.js';
import { createProtection } from './limits.js';

/** `operationCost` is the cost limit's own number: what scripts' budgets spend is what the limit judges. */

const schema = buildSchema(`
  type Query { me: User }
  type User { id: ID! name: String! email: String! roles: [Role!]! }
  type Role { id: ID! name: String! }
`);
const protection = createProtection({ ...DEFAULT_LIMITS, maxCost: 100 });

const costOf = (query: string, operationName?: string) => {
  const document = parse(query);
  return protection.operationCost(schema, document, getOperationAST(document, operationName)!);
};

/** `n` aliased `me { id name }` fields: each 2 + 1.5 × (1 + 1) = 5. */
const mes = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `m${i}: me { id name }`).join(' ')} }`;

describe('operationCost', () => {
  it('rates objects 2, scalars 1, times 1.5 per level', () => {
    expect(costOf('{ me { id name } }')).toBe(5);
    expect(costOf('{ me { id roles { id name } } }')).toBe(2 + 1.5 * (1 + 5));
  });

  it('agrees with the cost limit at its edge', () => {
    expect(costOf(mes(10))).toBe(50);
    const limited = createProtection({ ...DEFAULT_LIMITS, maxCost: 50, maxAliases: 20 });
    expect('document' in limited.parseAndValidate(schema, mes(10))).toBe(true);
    expect(limited.parseAndValidate(schema, mes(11))).toEqual({ errors: [expect.anything()] });
    expect(costOf(mes(11))).toBe(55);
  });

  it('counts the chosen operation of a document with its fragments, not the others', () => {
    const document = `
      query Small { me { id } }
      query Large { me { ...Member } }
      fragment Member on User { id name email }`;
    expect(costOf(document, 'Small')).toBe(2 + 1.5);
    // A spread is 1 plus 1.5 × its fragment, itself an object (2 + 1.5 × 3 scalars).
    expect(costOf(document, 'Large')).toBe(2 + 1.5 * (1 + 1.5 * (2 + 1.5 * 3)));
  });

  it('leaves introspection free, as the limit does', () => {
    expect(costOf('{ __schema { types { name } } }')).toBe(0);
  });
});
