import path from 'node:path';
import {
  defineList,
  orderEnumValue,
  restLists,
  text,
  TIME_RECORD_LIST,
  type ListDeclaration,
} from '@portal/contract';
import {
  getIntrospectionQuery,
  graphqlSync,
  type IntrospectionField,
  type IntrospectionQuery,
  type IntrospectionTypeRef,
} from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.js';
import { modules } from './modules/index.js';
import { buildSchema, loadTypeDefs } from './graphql/schema.js';

/**
 * The schema's sorts are the contract's lists (contract/src/common.ts, `defineList`): every list's `orderBy` is the
 * enum `<Item>OrderField` with the contract's sort fields in upper case, and every `orderBy` of the schema is one
 * of those enums. What the schema offers is what the backend sorts by; neither side can add a sort alone.
 */

const SCHEMA_DIR = path.join(REPO_ROOT, 'schema');

/** The gateway's executable schema as a client sees it (introspection); `extraSdl` only to prove the check. */
function introspect(extraSdl?: string): IntrospectionQuery {
  const schema =
    extraSdl === undefined
      ? buildSchema(SCHEMA_DIR, modules)
      : makeExecutableSchema({ typeDefs: [...loadTypeDefs(SCHEMA_DIR), extraSdl] });
  const result = graphqlSync({ schema, source: getIntrospectionQuery({ descriptions: true }) });
  if (result.errors) throw new Error(result.errors.map((e) => e.message).join('\n'));
  return result.data as unknown as IntrospectionQuery;
}

/** `TimeRecordOrderField` of `[TimeRecordOrderField!]`, `TimeRecordOrderField!`, … */
const namedType = (ref: IntrospectionTypeRef): string =>
  'ofType' in ref && ref.ofType ? namedType(ref.ofType) : (ref as { name: string }).name;

/** Where the schema and the contract's lists disagree, in words; empty when they agree. */
function drift(schema: IntrospectionQuery, lists: readonly ListDeclaration[]): string[] {
  const problems: string[] = [];
  const types = new Map(schema.__schema.types.map((type) => [type.name, type]));
  const declared = new Map(lists.map((list) => [`${list.item}OrderField`, list]));

  for (const [enumName, list] of declared) {
    const type = types.get(enumName);
    if (type?.kind !== 'ENUM') {
      problems.push(`${list.item}: the schema has no enum ${enumName}`);
      continue;
    }
    const values = type.enumValues.map((value) => value.name);
    const expected = list.orderFields.map(orderEnumValue);
    for (const value of expected.filter((v) => !values.includes(v)))
      problems.push(`${enumName} lacks ${value}, a sort field of the contract's ${list.item} list`);
    for (const value of values.filter((v) => !(expected as string[]).includes(v)))
      problems.push(`${enumName} has ${value}, which the contract's ${list.item} list does not sort by`);
    for (const value of type.enumValues) {
      if (!value.description?.trim()) problems.push(`${enumName}.${value.name} has no description`);
      const isDefault = list.defaultOrder !== null && orderEnumValue(list.defaultOrder.field) === value.name;
      const saysDefault = /\bthe default\b/.test(value.description ?? '');
      if (isDefault && !saysDefault)
        problems.push(`${enumName}.${value.name} is the default order; its description does not say so`);
      if (!isDefault && saysDefault)
        problems.push(
          `${enumName}.${value.name} says it is the default order; the contract's default differs`,
        );
    }
  }

  // every `orderBy` of the schema sorts one of the contract's lists, and every list is sortable somewhere
  const used = new Set<string>();
  for (const type of schema.__schema.types) {
    if (type.kind !== 'OBJECT' || type.name.startsWith('__')) continue;
    for (const field of type.fields as readonly IntrospectionField[]) {
      const orderBy = field.args.find((arg) => arg.name === 'orderBy');
      if (!orderBy) continue;
      const where = `${type.name}.${field.name}(orderBy:)`;
      const enumName = namedType(orderBy.type);
      const list = declared.get(enumName);
      if (!list) {
        problems.push(`${where} is ${enumName}, not the enum of one of the contract's lists`);
        continue;
      }
      used.add(enumName);
      const direction = field.args.find((arg) => arg.name === 'direction');
      if (!direction || namedType(direction.type) !== 'SortDirection')
        problems.push(`${where} has no direction: SortDirection beside it`);
      const page = types.get(namedType(field.type));
      const items = page?.kind === 'OBJECT' ? page.fields.find((f) => f.name === 'items') : undefined;
      if (!items || namedType(items.type) !== list.item)
        problems.push(`${where} does not answer a page of ${list.item} (items: [${list.item}!]!)`);
    }
  }
  for (const enumName of declared.keys())
    if (!used.has(enumName)) problems.push(`no field of the schema sorts by ${enumName}`);
  return problems;
}

describe("the schema's sorts are the contract's lists", () => {
  const schema = introspect();

  it("every list's orderBy is its <Item>OrderField enum, value for value (introspection)", () => {
    expect(restLists.length).toBeGreaterThan(0);
    expect(drift(schema, restLists)).toEqual([]);
    const records = schema.__schema.types.find((type) => type.name === 'TimeRecordOrderField');
    expect(records?.kind === 'ENUM' && records.enumValues.map((value) => value.name)).toEqual([
      'START',
      'STOP',
      'DURATION',
      'CREATED_AT',
    ]);
  });

  it('fails when the contract adds a sort field the schema lacks', () => {
    const more = { ...TIME_RECORD_LIST, orderFields: [...TIME_RECORD_LIST.orderFields, 'text'] as const };
    expect(
      drift(
        schema,
        restLists.map((list) => (list === TIME_RECORD_LIST ? more : list)),
      ),
    ).toEqual(["TimeRecordOrderField lacks TEXT, a sort field of the contract's TimeRecord list"]);
  });

  it('fails when the schema adds a value, moves the default or sorts a list the contract lacks', () => {
    const extended = introspect(`
      extend enum TimeRecordOrderField {
        "The text."
        TEXT
      }
      "Sorts."
      enum ProbeOrderField {
        "The name."
        NAME
      }
      extend type Query {
        probes(orderBy: ProbeOrderField): Int
      }
    `);
    expect(drift(extended, restLists)).toEqual([
      "TimeRecordOrderField has TEXT, which the contract's TimeRecord list does not sort by",
      "Query.probes(orderBy:) is ProbeOrderField, not the enum of one of the contract's lists",
    ]);
    const probe = defineList({
      item: 'Probe',
      orderFields: ['name'],
      defaultOrder: null,
      filters: { search: text() },
    });
    expect(drift(extended, [...restLists, probe])).toEqual([
      "TimeRecordOrderField has TEXT, which the contract's TimeRecord list does not sort by",
      'Query.probes(orderBy:) has no direction: SortDirection beside it',
      'Query.probes(orderBy:) does not answer a page of Probe (items: [Probe!]!)',
    ]);
    const stop = { ...TIME_RECORD_LIST, defaultOrder: { field: 'stop', direction: 'desc' } as const };
    expect(
      drift(
        schema,
        restLists.map((list) => (list === TIME_RECORD_LIST ? stop : list)),
      ),
    ).toEqual([
      "TimeRecordOrderField.START says it is the default order; the contract's default differs",
      'TimeRecordOrderField.STOP is the default order; its description does not say so',
    ]);
  });
});
