import { describe, expect, it } from 'vitest';
import { authEvents } from './auth.js';
import { CHANNEL_NAME_PATTERN } from './broadcasting.js';
import { downloadsEvents } from './downloads.js';
import { events } from './events.js';
import { iptvEpgImportEvents, iptvListsEvents } from './iptv-lists.js';
import { iptvImportEvents } from './iptv.js';
import { jobsEvents } from './jobs.js';
import { ls22Events } from './ls22.js';
import { notificationsEvents } from './notifications.js';
import { timetrackingEvents } from './timetracking.js';
import { usersEvents } from './users.js';

const declared = [
  authEvents,
  usersEvents,
  notificationsEvents,
  jobsEvents,
  downloadsEvents,
  iptvImportEvents,
  iptvEpgImportEvents,
  iptvListsEvents,
  timetrackingEvents,
  ls22Events,
];

describe('the realtime event registry', () => {
  it('holds every event a domain declares, none hiding another of the same key', () => {
    expect(Object.keys(events)).toHaveLength(declared.flatMap((domain) => Object.keys(domain)).length);
  });

  it('names each event once per channel', () => {
    const pairs = Object.values(events).map((e) => `${e.channel(7)} ${e.name}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('keeps a member channel private and named after the member, a public one not private', () => {
    for (const { channel } of Object.values(events)) {
      expect(channel(7)).toMatch(CHANNEL_NAME_PATTERN);
      if (channel.listeners === 'member') {
        expect(channel(7)).toMatch(/^private-.*7$/);
        expect(channel(8)).not.toBe(channel(7));
      } else expect(channel()).not.toMatch(/^(private|presence)-/);
    }
  });
});
