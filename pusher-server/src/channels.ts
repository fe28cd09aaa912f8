/** In-memory channel registry: which connections are subscribed where, and presence members. */

export interface Subscriber {
  readonly id: string;
}

export interface PresenceMember {
  user_id: string;
  user_info?: unknown;
}

interface ChannelState<S extends Subscriber> {
  subscribers: Set<S>;
  /** Presence channels only: user_id -> member and the number of this user's subscribed connections. */
  members?: Map<string, { member: PresenceMember; connections: number }>;
}

export class ChannelRegistry<S extends Subscriber> {
  private readonly channels = new Map<string, ChannelState<S>>();

  subscribers(channel: string): ReadonlySet<S> | undefined {
    return this.channels.get(channel)?.subscribers;
  }

  has(channel: string, subscriber: S): boolean {
    return this.channels.get(channel)?.subscribers.has(subscriber) ?? false;
  }

  get channelCount(): number {
    return this.channels.size;
  }

  subscriberCount(channel: string): number {
    return this.channels.get(channel)?.subscribers.size ?? 0;
  }

  /** Distinct users in a presence channel. */
  memberCount(channel: string): number {
    return this.channels.get(channel)?.members?.size ?? 0;
  }

  hasMember(channel: string, userId: string): boolean {
    return this.channels.get(channel)?.members?.has(userId) ?? false;
  }

  members(channel: string): PresenceMember[] {
    const members = this.channels.get(channel)?.members;
    return members ? [...members.values()].map((m) => m.member) : [];
  }

  /** Subscribes; for presence channels also counts the member. Answers true when the user is new in the channel. */
  add(channel: string, subscriber: S, member?: PresenceMember): boolean {
    let state = this.channels.get(channel);
    if (!state) {
      state = { subscribers: new Set() };
      this.channels.set(channel, state);
    }
    state.subscribers.add(subscriber);
    if (!member) return false;
    state.members ??= new Map();
    const existing = state.members.get(member.user_id);
    if (existing) {
      existing.connections += 1;
      return false;
    }
    state.members.set(member.user_id, { member, connections: 1 });
    return true;
  }

  /** Unsubscribes; answers true when a presence user left the channel with this (their last) connection. */
  remove(channel: string, subscriber: S, userId?: string): boolean {
    const state = this.channels.get(channel);
    if (!state || !state.subscribers.delete(subscriber)) return false;
    let left = false;
    if (userId !== undefined && state.members) {
      const entry = state.members.get(userId);
      if (entry) {
        entry.connections -= 1;
        if (entry.connections <= 0) {
          state.members.delete(userId);
          left = true;
        }
      }
    }
    if (state.subscribers.size === 0) this.channels.delete(channel);
    return left;
  }

  clear(): void {
    this.channels.clear();
  }
}
