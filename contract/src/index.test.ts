import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineList, listDeclarationOf } from './common.js';
import { restLists, restRoutes } from './index.js';
import { isText, text } from './rules.js';

/** The paths of every string schema in `schema` that does not start with `text()`. */
function plainStrings(schema: z.core.$ZodType, at = '$'): string[] {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const inner = (key: string, where = at) => plainStrings(def[key] as z.core.$ZodType, where);
  switch (def.type) {
    case 'string':
      return isText(schema as z.ZodString) ? [] : [at];
    case 'object': {
      const shape = def.shape as Record<string, z.core.$ZodType>;
      const catchall = def.catchall as z.core.$ZodType | undefined;
      return [
        ...Object.entries(shape).flatMap(([key, field]) => plainStrings(field, `${at}.${key}`)),
        ...(catchall ? plainStrings(catchall, `${at}.*`) : []),
      ];
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'array':
      return inner('element', `${at}[]`);
    case 'record':
      return [...inner('keyType', `${at}{key}`), ...inner('valueType', `${at}{}`)];
    case 'union':
      return (def.options as z.core.$ZodType[]).flatMap((option) => plainStrings(option, at));
    case 'pipe':
      return [...inner('in'), ...inner('out')];
    case 'intersection':
      return [...inner('left'), ...inner('right')];
    default:
      return [];
  }
}

describe('restRoutes', () => {
  const entries = Object.entries(restRoutes);

  it('keys every route by `METHOD /path`', () => {
    for (const [key, def] of entries) expect(key).toBe(`${def.method} ${def.path}`);
  });

  it('answers JSON with a response schema, or a file or 204 without one', () => {
    for (const [key, def] of entries) {
      const empty = 'status' in def && def.status === 204;
      expect([key, 'stream' in def || 'response' in def || empty], key).toEqual([key, true]);
      expect([key, empty && 'response' in def], key).toEqual([key, false]);
      expect([key, 'stream' in def && 'response' in def], key).toEqual([key, false]);
    }
  });

  it('describes answers as they travel: no transforms, so they serialise and document as written', () => {
    for (const [key, def] of entries) {
      if (!('response' in def)) continue;
      expect(() => z.toJSONSchema(def.response, { io: 'output' }), key).not.toThrow();
    }
  });

  it('names path parameters in its params schema', () => {
    for (const [key, def] of entries) {
      const names = [...def.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const shape = 'params' in def ? Object.keys(def.params.shape) : [];
      expect(shape, key).toEqual(names);
    }
  });

  it('builds every string of a request body with text(), which refuses control characters', () => {
    // the walk itself finds a plain string wherever it hides
    const probe = z.object({ a: z.array(z.union([z.number(), z.string()])).optional(), b: text() });
    expect(plainStrings(probe)).toEqual(['$.a[]']);
    for (const [key, def] of entries) {
      if ('body' in def) expect(plainStrings(def.body), key).toEqual([]);
    }
  });
});

describe('restLists', () => {
  it('holds every paged query of a route (no list query is made without its declaration), each item once', () => {
    for (const [key, def] of Object.entries(restRoutes)) {
      const query = 'query' in def ? (def.query as z.ZodType) : undefined;
      const paged = query instanceof z.ZodObject && 'order' in query.shape;
      expect([key, paged && !restLists.includes(listDeclarationOf(query)!)], key).toEqual([key, false]);
    }
    const items = restLists.map((list) => list.item);
    expect(items).toEqual([...new Set(items)]);
    expect(items).toContain('TimeRecord');
  });

  it('names sort fields in snake_case, once each, the default among them', () => {
    for (const list of restLists) {
      for (const field of list.orderFields) expect(field, list.item).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
      expect(new Set(list.orderFields).size, list.item).toBe(list.orderFields.length);
      if (list.defaultOrder) expect(list.orderFields, list.item).toContain(list.defaultOrder.field);
    }
  });

  it("takes exactly the declared fields in the query's order and filter", () => {
    const list = defineList({
      item: 'Probe',
      orderFields: ['name', 'created_at'],
      defaultOrder: { field: 'name', direction: 'asc' },
      filters: { search: text() },
    });
    expect(listDeclarationOf(list.query)).toBe(list);
    expect(list.query.safeParse({ order: { created_at: 'desc' }, filter: { search: 'a' } }).success).toBe(
      true,
    );
    expect(list.query.safeParse({ order: { text: 'asc' } }).success).toBe(false);
    expect(Object.isFrozen(list)).toBe(true);
  });
});
