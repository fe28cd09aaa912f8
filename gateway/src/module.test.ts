import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ownChannel, realtimeEvent } from '@portal/contract';
import { createLoaders } from './loaders.js';
import { bindChannels, defineModule } from './module.js';
import { modules as gatewayModules } from './modules/index.js';
import type { ChannelEvents } from './realtime/member-channel.js';
import type { RelayEvent } from './realtime/relay.js';
import { createRestApis } from './rest/apis.js';
import { RestUpstream, type RestSession } from './rest/client.js';

/** A module list composes into `ctx.rest`, `ctx.loaders` and `ctx.realtime` keyed by module name. */

const upstream = new RestUpstream({
  backendUrl: 'http://127.0.0.1:9',
  connectTimeoutMs: 100,
  headersTimeoutMs: 100,
  bodyTimeoutMs: 100,
  connections: 1,
  passwordLane: { connections: 1, queue: 0 },
  healthTimeoutMs: 100,
});

const polls = defineModule({
  name: 'polls',
  resolvers: {},
  api: (session: RestSession) => ({ token: () => session.caller.token }),
  loaders: ({ api, sessionFor }) => ({ token: api.token(), other: sessionFor('t2').caller.token }),
  channels: {
    votes: [
      realtimeEvent(
        ownChannel((id) => `private-Polls.${id}`),
        'VoteCast',
        z.object({ poll: z.number() }),
      ),
    ],
  },
});
const quiet = defineModule({ name: 'quiet', resolvers: {} });
const modules = [polls, quiet] as const;

describe('module composition', () => {
  it('gives each module its client and loaders under its name, bound to the caller', () => {
    const caller = { token: 't1', language: 'de' as const };
    const rest = createRestApis(modules, upstream.session(caller));
    expect('polls' in rest && !('quiet' in rest)).toBe(true);
    expect(rest.polls.token()).toBe('t1');
    const loaders = createLoaders(modules, { upstream, caller, rest });
    expect('polls' in loaders && !('quiet' in loaders)).toBe(true);
    expect(loaders.polls).toEqual({ token: 't1', other: 't2' });
  });

  it("makes a module's client and loaders when a request first uses them, once per request", () => {
    const made: string[] = [];
    const counted = defineModule({
      name: 'counted',
      resolvers: {},
      api: (session: RestSession) => (made.push(`api ${session.caller.token}`), { n: made.length }),
      loaders: ({ api }) => (made.push('loaders'), { api }),
    });
    const list = [counted, polls] as const;
    const caller = { token: 't1', language: 'de' as const };
    const rest = createRestApis(list, upstream.session(caller));
    const loaders = createLoaders(list, { upstream, caller, rest });
    expect(made).toEqual([]);
    expect(loaders.counted.api).toBe(rest.counted);
    expect(loaders.counted).toBe(loaders.counted);
    expect(made).toEqual(['api t1', 'loaders']);
    const other = createRestApis(list, upstream.session({ ...caller, token: 't2' }));
    expect(other.counted).not.toBe(rest.counted);
    expect(made).toEqual(['api t1', 'loaders', 'api t2']);
  });

  it('binds only the channels the modules declared', async () => {
    const opened: string[] = [];
    const realtime = bindChannels(modules, async (events) => {
      opened.push(`${events[0]!.channel(7)} ${events.map((event) => event.name).join()}`);
      return [][Symbol.iterator]() as unknown as AsyncIterableIterator<RelayEvent>;
    });
    expect(Object.keys(realtime)).toEqual(['polls']);
    await realtime.polls.votes();
    expect(opened).toEqual(['private-Polls.7 VoteCast']);
  });

  it("declares each of the gateway's channels as registry events of one channel", () => {
    const declared = gatewayModules.flatMap((module) =>
      Object.entries<ChannelEvents>(module.channels ?? {}).map(
        ([key, events]) => [`${module.name}.${key}`, events] as const,
      ),
    );
    expect(declared.length).toBeGreaterThan(0);
    for (const [where, events] of declared) {
      expect(events.length, where).toBeGreaterThan(0);
      expect(new Set(events.map((event) => event.channel)).size, where).toBe(1);
    }
  });
});
