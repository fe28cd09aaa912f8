import type { ModuleSettings, Settings } from '@portal/contract/settings';
import type { Redis } from 'ioredis';
import type { GatewayConfig, ModuleConfigs } from './config.js';
import type { Context } from './context.js';
import type { Resolvers } from './generated/graphql.js';
import type { Protection } from './graphql/limits.js';
import type { OperationGuard } from './graphql/operation-guard.js';
import type { DownloadRoute, UploadRoute } from './http/files.js';
import type { PublicRoute } from './http/public.js';
import type { ChannelEvents, OpenChannel } from './realtime/member-channel.js';
import type { RelayEvent } from './realtime/relay.js';
import type { RestSession } from './rest/client.js';

/** What a module's per-request loaders are built from. */
export interface LoaderDeps<Api> {
  /** The module's REST client, bound to the request's caller. */
  api: Api;
  /** A session as the request's caller, but with another bearer token (the member a token belongs to). */
  sessionFor(token: string): RestSession;
}

/** What a module's operation guards are built from. */
export interface GuardDeps {
  config: GatewayConfig;
  /** The replicas' shared Redis, or null (in-process). */
  redis: Redis | null;
  /** An operation's cost by the cost limit's formula. */
  operationCost: Protection['operationCost'];
}

/**
 * One domain of the gateway: everything it brings, registered in `modules/index.ts` (the one list that server,
 * context, schema, loaders and the file routes compose). Shared code knows this shape, never a module.
 */
export interface GatewayModule<
  Name extends string = string,
  Api = unknown,
  Loaders = unknown,
  Channels extends Readonly<Record<string, ChannelEvents>> = Readonly<Record<string, ChannelEvents>>,
> {
  /** The domain's name, the same in every layer: `ctx.rest.<name>`, `ctx.loaders.<name>`, `ctx.realtime.<name>`. */
  readonly name: Name;
  /** Its environment variables (env.ts) and the part of the config they make. */
  readonly settings?: ModuleSettings;
  /** One map, or several (merged into the schema in order) for a domain with more than one part. */
  readonly resolvers: Resolvers | readonly Resolvers[];
  /** The domain's typed REST client, bound to one caller. */
  api?(session: RestSession): Api;
  /** Per-request DataLoaders (they die with the operation). */
  loaders?(deps: LoaderDeps<Api>): Loaders;
  /** The realtime channels its subscriptions listen to, each as the registry's events it relays. */
  readonly channels?: Channels;
  /** `GET /files/...` routes that stream a backend file through. */
  readonly downloads?: readonly DownloadRoute[];
  /** `POST /files/...` routes that stream a multipart body to the backend (their limits may come from the config). */
  readonly uploads?: readonly UploadRoute[] | ((config: GatewayConfig) => readonly UploadRoute[]);
  /** `GET` routes without login (links players open), streamed from the backend and rate limited per address. */
  readonly publicRoutes?: readonly PublicRoute[];
  /** Checks run before any operation, over HTTP and graphql-ws alike (a refusal means nothing of it runs). */
  guards?(deps: GuardDeps): readonly OperationGuard<Context>[];
}

/** The config part a module's settings must make: what its env.ts registered under its name in ModuleConfigs. */
type ConfigPart<Name extends string> = Name extends keyof ModuleConfigs ? ModuleConfigs[Name] : never;

/** Declares a module; the literal types it keeps (name, client, loaders, channels) type the context. */
export const defineModule = <
  const Name extends string,
  Api = never,
  Loaders = never,
  Channels extends Readonly<Record<string, ChannelEvents>> = never,
>(
  module: GatewayModule<Name, Api, Loaders, Channels> & {
    settings?: ModuleSettings<Settings, ConfigPart<Name>>;
  },
): GatewayModule<Name, Api, Loaders, Channels> => module;

export type ModuleList = readonly GatewayModule[];

/** What a module's optional factory makes (never when it has none). */
type Made<F> = F extends (...args: never[]) => infer R ? R : never;

/** `{[name]: client}` of the modules that have a REST client. */
export type ApisOf<M extends ModuleList> = {
  [K in M[number] as [Made<K['api']>] extends [never] ? never : K['name']]: Made<K['api']>;
};

/** `{[name]: loaders}` of the modules that have loaders. */
export type LoadersOf<M extends ModuleList> = {
  [K in M[number] as [Made<K['loaders']>] extends [never] ? never : K['name']]: Made<K['loaders']>;
};

/** `{[name]: {[channel]: open}}` of the modules that declare channels. */
export type ChannelsOf<M extends ModuleList> = {
  [K in M[number] as [NonNullable<K['channels']>] extends [never] ? never : K['name']]: {
    readonly [C in keyof NonNullable<K['channels']>]: OpenChannel<NonNullable<K['channels']>[C][number]>;
  };
};

/**
 * The modules' channels, each bound to `open` (the caller's relay subscription): the only channels a resolver can
 * subscribe to are the ones a module declared.
 */
export function bindChannels<M extends ModuleList>(
  modules: M,
  open: (events: ChannelEvents) => Promise<AsyncIterableIterator<RelayEvent>>,
): ChannelsOf<M> {
  return Object.fromEntries(
    modules
      .filter((module) => module.channels !== undefined)
      .map((module) => [
        module.name,
        Object.fromEntries(
          Object.entries(module.channels ?? {}).map(([key, events]) => [key, () => open(events)]),
        ),
      ]),
  ) as ChannelsOf<M>;
}

const MAKE = Symbol('make');
/** Per module list and kind, the prototype whose getters make each module's value (made once). */
const prototypes = new WeakMap<ModuleList, Map<'api' | 'loaders', object>>();

/**
 * `{[module.name]: make(module)}` of the modules that have a `kind` factory, each value made on its first use and
 * kept: an operation uses one or two modules' clients and loaders of a dozen, and making them all cost every request.
 */
export function lazyPerModule<T>(
  modules: ModuleList,
  kind: 'api' | 'loaders',
  make: (module: GatewayModule) => T,
): Record<string, T> {
  let byKind = prototypes.get(modules);
  if (!byKind) prototypes.set(modules, (byKind = new Map()));
  let prototype = byKind.get(kind);
  if (!prototype) {
    prototype = {};
    for (const module of modules.filter((m) => m[kind] !== undefined)) {
      Object.defineProperty(prototype, module.name, {
        enumerable: true,
        get(this: { [MAKE]: (module: GatewayModule) => unknown }) {
          const value = this[MAKE](module);
          Object.defineProperty(this, module.name, { value, enumerable: true });
          return value;
        },
      });
    }
    byKind.set(kind, prototype);
  }
  return Object.assign(Object.create(prototype) as Record<string, T>, { [MAKE]: make });
}
