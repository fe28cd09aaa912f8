import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { ModuleList } from '../module.js';
import { authDirectiveTransformer } from './auth-directive.js';
import { DateScalar, DateTimeScalar } from './scalars.js';

/** Reads every `*.graphql` file of the schema directory (sorted, so the result is stable). */
export function loadTypeDefs(schemaDir: string): string[] {
  const files = readdirSync(schemaDir)
    .filter((name) => name.endsWith('.graphql'))
    .sort();
  if (files.length === 0) throw new Error(`No *.graphql files in ${schemaDir}`);
  return files.map((name) => readFileSync(path.join(schemaDir, name), 'utf8'));
}

/** The executable schema: SDL from schema/, the modules' resolvers, @auth/@public enforced (deny by default). */
export function buildSchema(schemaDir: string, modules: ModuleList): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(schemaDir),
    resolvers: [
      { DateTime: DateTimeScalar, Date: DateScalar },
      ...modules.flatMap((module) => module.resolvers),
    ] as never,
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  return authDirectiveTransformer(schema);
}
