import {
  defaultFieldResolver,
  getOperationAST,
  GraphQLError,
  Kind,
  type DocumentNode,
  type SelectionSetNode,
  type GraphQLFieldConfig,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { ROLE_NAMES, type RoleName } from '@portal/contract';
import { DEFAULT_LANGUAGE, t, type Language } from '../language.js';

/**
 * The gateway's one role normaliser: `toxic-idiot` / ` TOXIC-IDIOT ` / `TOXIC_IDIOT` → `TOXIC_IDIOT`; null for a name
 * that is no role (tested against the contract's ROLE_NAME_CASES).
 */
export function normaliseRole(name: string): RoleName | null {
  const canonical = name.trim().toUpperCase().replaceAll('-', '_');
  return ROLE_NAMES.find((role) => role === canonical) ?? null;
}

const knownRoles = (names: readonly string[]): RoleName[] =>
  names.map(normaliseRole).filter((role) => role !== null);

export const SUPER_ADMIN = 'SUPER_ADMIN';

/** What the transform needs from the context: the member (with roles) and the language for messages. */
export interface AuthContext {
  language?: Language;
  member(): Promise<{ roles?: ReadonlyArray<{ name: string }> | null } | null>;
  /** The member as last confirmed (the identity cache), when the context has one; `member()` asks the backend. */
  identity?(): Promise<{ roles?: ReadonlyArray<{ name: string }> | null } | null>;
}

/**
 * The roles of a roles array, normalised once per array: the same member object (the identity cache) and the same
 * requirement are checked on every field and every subscription event.
 */
const heldRoles = new WeakMap<ReadonlyArray<{ name: string }>, ReadonlySet<RoleName>>();
const requiredRoles = new WeakMap<readonly string[], readonly RoleName[]>();

/** Whether a member with these roles passes a check for `required` (empty: any member). */
export function hasAnyRole(
  memberRoles: ReadonlyArray<{ name: string }>,
  required: readonly string[],
): boolean {
  let held = heldRoles.get(memberRoles);
  if (!held) heldRoles.set(memberRoles, (held = new Set(knownRoles(memberRoles.map((r) => r.name)))));
  if (held.has(SUPER_ADMIN)) return true;
  if (required.length === 0) return true;
  let roles = requiredRoles.get(required);
  if (!roles) requiredRoles.set(required, (roles = knownRoles(required)));
  return roles.some((role) => held.has(role));
}

export interface Requirement {
  roles: string[];
}

const REQUIREMENT = 'authRequirement';

/** The requirements (@auth, or deny by default) of the root fields an operation selects, fragments included. */
export function requirementsOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
): Requirement[] {
  const operation = getOperationAST(document, operationName);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return [];
  const fragments = new Map(
    document.definitions
      .filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d.selectionSet] as const),
  );
  const requirements: Requirement[] = [];
  const visit = (selections: SelectionSetNode, seen: Set<string>): void => {
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD) {
        const requirement = root.getFields()[selection.name.value]?.extensions[REQUIREMENT];
        if (requirement) requirements.push(requirement as Requirement);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet, seen);
      else if (!seen.has(selection.name.value)) {
        const fragment = fragments.get(selection.name.value);
        if (fragment) visit(fragment, new Set([...seen, selection.name.value]));
      }
    }
  };
  visit(operation.selectionSet, new Set());
  return requirements;
}

/**
 * Throws UNAUTHENTICATED without a member, FORBIDDEN without a required role. A remembered member who lacks the
 * role is asked about once more before the refusal: the role may have been given since.
 */
export async function assertAccess(context: AuthContext, requirement: Requirement): Promise<void> {
  const language = context?.language ?? DEFAULT_LANGUAGE;
  let member = null;
  if (context && typeof context.member === 'function') {
    member = context.identity ? await context.identity() : await context.member();
  }
  if (member && context.identity && !hasAnyRole(member.roles ?? [], requirement.roles)) {
    member = await context.member();
  }
  if (!member) {
    throw new GraphQLError(t('unauthenticated', language), { extensions: { code: 'UNAUTHENTICATED' } });
  }
  if (!hasAnyRole(member.roles ?? [], requirement.roles)) {
    throw new GraphQLError(t('forbidden', language), { extensions: { code: 'FORBIDDEN' } });
  }
}

/**
 * The logged-in member inside a resolver that @auth already guards (subscriptions need the member's id for its
 * channels); UNAUTHENTICATED should it be missing after all.
 */
export async function requireMember<M>(context: {
  language?: Language;
  member(): Promise<M | null>;
}): Promise<M> {
  const member = await context.member();
  if (!member) {
    throw new GraphQLError(t('unauthenticated', context.language ?? DEFAULT_LANGUAGE), {
      extensions: { code: 'UNAUTHENTICATED' },
    });
  }
  return member;
}

/**
 * Enforces `@auth(roles: [...])` and `@public` (schema/common.graphql), deny by default:
 * - a field with `@auth` needs a logged-in member holding any listed role (or SUPER_ADMIN); without roles any member;
 * - a root field (Query, Mutation, Subscription) with neither directive needs a logged-in member;
 * - a `@public` field is open; other fields of object types inherit the protection of the root field that led there.
 * Both `resolve` and `subscribe` are wrapped, so subscriptions are checked when they start.
 */
export function authDirectiveTransformer(
  schema: GraphQLSchema,
  options: { authDirective?: string; publicDirective?: string } = {},
): GraphQLSchema {
  const authName = options.authDirective ?? 'auth';
  const publicName = options.publicDirective ?? 'public';
  const rootTypes = new Set(
    [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]
      .filter((type) => type != null)
      .map((type) => type.name),
  );

  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig, fieldName, typeName) => {
      const auth = getDirective(schema, fieldConfig, authName)?.[0] as
        { roles?: string[] | null } | undefined;
      const isPublic = getDirective(schema, fieldConfig, publicName)?.[0] !== undefined;
      if (auth && isPublic) {
        throw new Error(`${typeName}.${fieldName} declares both @${authName} and @${publicName}`);
      }
      let requirement: Requirement | null = null;
      if (auth) requirement = { roles: knownRoles(auth.roles ?? []) };
      else if (!isPublic && rootTypes.has(typeName)) requirement = { roles: [] };
      if (!requirement) return fieldConfig;
      return guardField(fieldConfig, requirement, typeName === schema.getSubscriptionType()?.name);
    },
  });
}

function guardField<TSource, TContext, TArgs>(
  fieldConfig: GraphQLFieldConfig<TSource, TContext, TArgs>,
  requirement: Requirement,
  isSubscriptionRoot: boolean,
): GraphQLFieldConfig<TSource, TContext, TArgs> {
  const resolve: GraphQLFieldResolver<TSource, TContext, TArgs> = fieldConfig.resolve ?? defaultFieldResolver;
  const guarded: GraphQLFieldConfig<TSource, TContext, TArgs> = {
    ...fieldConfig,
    // Read back by requirementOf (open subscriptions are re-checked when the member's roles change).
    extensions: { ...fieldConfig.extensions, [REQUIREMENT]: requirement },
    resolve: async (source, args, context, info) => {
      await assertAccess(context as AuthContext, requirement);
      return resolve(source, args, context, info);
    },
  };
  if (fieldConfig.subscribe || isSubscriptionRoot) {
    const subscribe: GraphQLFieldResolver<TSource, TContext, TArgs> =
      fieldConfig.subscribe ?? defaultFieldResolver;
    guarded.subscribe = async (source, args, context, info) => {
      await assertAccess(context as AuthContext, requirement);
      return subscribe(source, args, context, info);
    };
  }
  return guarded;
}
