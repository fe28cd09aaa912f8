import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { Resolvers } from '../generated/graphql.js';
import { authResolvers } from '../modules/auth/resolvers.js';
import { downloadsResolvers } from '../modules/downloads/resolvers.js';
import { notificationsResolvers } from '../modules/notifications/resolvers.js';
import { usersResolvers } from '../modules/users/resolvers.js';
import { authDirectiveTransformer } from './auth-directive.js';
import { DateTimeScalar } from './scalars.js';

/** One resolver map per domain module; add new modules here. */
export const moduleResolvers: Resolvers[] = [
  { DateTime: DateTimeScalar },
  authResolvers,
  usersResolvers,
  downloadsResolvers,
  notificationsResolvers,
];

/** Reads every `*.graphql` file of the schema directory (sorted, so the result is stable). */
export function loadTypeDefs(schemaDir: string): string[] {
  const files = readdirSync(schemaDir)
    .filter((name) => name.endsWith('.graphql'))
    .sort();
  if (files.length === 0) throw new Error(`No *.graphql files in ${schemaDir}`);
  return files.map((name) => readFileSync(path.join(schemaDir, name), 'utf8'));
}

/** The executable schema: SDL from schema/, resolvers per module, @auth/@public enforced (deny by default). */
export function buildSchema(schemaDir: string): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(schemaDir),
    resolvers: moduleResolvers as never,
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  return authDirectiveTransformer(schema);
}
