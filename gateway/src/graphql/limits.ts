import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ParseOptions,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import type { QueryLimits } from '../config.js';
import { hideSuggestions } from './errors.js';

export interface Protection {
  /** For Apollo Server: armor's plugins. */
  plugins: ApolloServerPlugin<BaseContext>[];
  /** For Apollo Server and graphql-ws alike: the token limit. */
  parseOptions: ParseOptions;
  /** Depth, cost, alias and directive limits as validation rules (HTTP and graphql-ws alike). */
  validationRules: ValidationRule[];
  /** Parses and validates a document like Apollo does, for graphql-ws (which validates on its own). */
  parseAndValidate(
    schema: GraphQLSchema,
    query: string,
  ): { document: DocumentNode } | { errors: GraphQLError[] };
}

/** graphql-armor configured from the one set of limits in config.ts. */
export function createProtection(limits: QueryLimits): Protection {
  const armor = new ApolloArmor({
    maxDepth: { n: limits.maxDepth, flattenFragments: true, ignoreIntrospection: true },
    costLimit: { maxCost: limits.maxCost, ignoreIntrospection: true },
    maxAliases: { n: limits.maxAliases },
    maxDirectives: { n: limits.maxDirectives },
    // The token limit uses graphql-js's own parser option (Apollo `parseOptions`, and parse() for graphql-ws):
    // armor's parser plugin turns every syntax error into a 500.
    maxTokens: { enabled: false },
    // Suggestions are hidden for every error in formatError (errors.ts), enum values and variables included.
    blockFieldSuggestion: { enabled: false },
  }).protect();
  const validationRules = armor.validationRules;

  return {
    plugins: armor.plugins as ApolloServerPlugin<BaseContext>[],
    parseOptions: { maxTokens: limits.maxTokens },
    validationRules,
    parseAndValidate(schema, query) {
      let document: DocumentNode;
      try {
        document = parse(query, { maxTokens: limits.maxTokens });
      } catch (error) {
        if (error instanceof GraphQLError) return { errors: [withCode(error, 'GRAPHQL_PARSE_FAILED')] };
        throw error;
      }
      const errors = validate(schema, document, [...specifiedRules, ...validationRules]);
      if (errors.length > 0) return { errors: errors.map((e) => withCode(e, 'GRAPHQL_VALIDATION_FAILED')) };
      return { document };
    },
  };
}

/** Like Apollo over HTTP: parse errors GRAPHQL_PARSE_FAILED, validation errors GRAPHQL_VALIDATION_FAILED, suggestions masked. */
function withCode(error: GraphQLError, code: string): GraphQLError {
  return new GraphQLError(hideSuggestions(error.message), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { ...error.extensions, code },
  });
}
