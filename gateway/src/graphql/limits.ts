import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  GraphQLError,
  Kind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type OperationDefinitionNode,
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
  /** The cost of one operation of a validated document, by the cost limit's own formula (scripts' budgets). */
  operationCost(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): number;
}

/** The cost limit's options besides the limit, shared by the limit and `operationCost`. */
const COST_OPTIONS = { ignoreIntrospection: true } as const;

/** graphql-armor configured from the one set of limits in config.ts. */
export function createProtection(limits: QueryLimits): Protection {
  const armor = new ApolloArmor({
    maxDepth: { n: limits.maxDepth, flattenFragments: true, ignoreIntrospection: true },
    costLimit: { maxCost: limits.maxCost, ...COST_OPTIONS },
    maxAliases: { n: limits.maxAliases },
    maxDirectives: { n: limits.maxDirectives },
    // The token limit uses graphql-js's own parser option (Apollo `parseOptions`, and parse() for graphql-ws):
    // armor's parser plugin turns every syntax error into a 500.
    maxTokens: { enabled: false },
    // Suggestions are hidden for every error in formatError (errors.ts), enum values and variables included.
    blockFieldSuggestion: { enabled: false },
  }).protect();
  const validationRules = armor.validationRules;
  const measure = costMeter();

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
    operationCost: measure,
  };
}

/**
 * armor's cost rule without a limit, reporting what it computes: the one formula for the limit and the budgets.
 * It rates every operation of a document, so it is given the one operation and the fragments.
 */
function costMeter(): Protection['operationCost'] {
  let measured = 0;
  const [rule] = new ApolloArmor({
    costLimit: {
      ...COST_OPTIONS,
      maxCost: Infinity,
      onAccept: [
        (_context, { n }) => {
          measured = n;
        },
      ],
    },
    maxDepth: { enabled: false },
    maxAliases: { enabled: false },
    maxDirectives: { enabled: false },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  }).protect().validationRules;
  return (schema, document, operation) => {
    measured = 0;
    const fragments = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
    validate(schema, { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] }, [rule!]);
    return measured;
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
