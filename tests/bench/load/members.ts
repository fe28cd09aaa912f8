// The simulated members: created through the admin API, each logged in from an address of its own with one
// graphql-ws connection (notifications, downloads, account changes), clicking through a realistic mix with a
// think time between clicks, and keeping a ledger of every write the portal acknowledged.
import fs from 'node:fs';
import { LoggedFailure, MemberClient, memberAddress } from './client';
import type { Recorder } from './recorder';

const PASSWORD = 'load-bench-password';
/** Records are entered one hour apart from here on (a member's records must not overlap). */
const RECORDS_FROM = Date.UTC(2026, 0, 1);
/** A member's pause between two clicks (reading the page): 3–9 s. */
const THINK_MS = [3000, 9000] as const;
const SEARCHES = ['Sport', 'ZDF', 'BBC', 'HD 1', 'Arte', 'KiKA'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Admin {
  client: MemberClient;
  roleIds: Record<string, string>;
}

/** The demo super admin, from an address of its own (it logs in once). */
export async function adminSession(rec: Recorder, gateways: string[]): Promise<Admin> {
  const client = new MemberClient(rec, gateways, 0, '127.9.0.1');
  const { login } = await client.gql<{ login: { token: string } }>(
    'login',
    'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email: 'superadmin@example.com', password: 'portal-demo' },
  );
  client.token = login.token;
  const { roles } = await client.gql<{ roles: { id: string; name: string }[] }>(
    'setup',
    '{ roles { id name } }',
  );
  return { client, roleIds: Object.fromEntries(roles.map((r) => [r.name, r.id])) };
}

/** Creates an IPTV provider (never refreshed from its placeholder URL) for the uploads. */
export async function createProvider(admin: Admin, runId: string): Promise<string> {
  const { createIptvProvider } = await admin.client.gql<{ createIptvProvider: { id: string } }>(
    'setup',
    'mutation ($input: CreateIptvProviderInput!) { createIptvProvider(input: $input) { id } }',
    {
      input: {
        name: `Load ${runId}`,
        channelUrl: 'http://line.provider.example:8080/get.php?username=user123&password=pass456',
        frontendUrl: 'http://line.provider.example',
        excludeFromRefresh: true,
      },
    },
  );
  return createIptvProvider.id;
}

/**
 * Uploads the playlist through the gateway's streaming route (as the admin screen does) and follows the import until
 * it finished: 'm3u upload' until the gateway answered, 'm3u import' until FINISHED. A failed upload is tried again.
 */
export async function importPlaylist(
  rec: Recorder,
  admin: Admin,
  providerId: string,
  file: string,
  gateways: string[],
) {
  const importId = await rec.time('m3u upload', async () => {
    for (let attempt = 0; ; attempt++) {
      const gateway = gateways[attempt % gateways.length]!;
      const form = new FormData();
      form.set('username', 'user123');
      form.set('password', 'pass456');
      form.set('m3u_list', await fs.openAsBlob(file), 'load.m3u');
      let failure: string;
      try {
        const res = await fetch(`${gateway}/files/iptv-providers/${providerId}/m3u`, {
          method: 'POST',
          headers: { authorization: `Bearer ${admin.client.token}`, 'accept-language': 'en' },
          body: form,
        });
        if (res.ok) return ((await res.json()) as { importId: string }).importId;
        failure = `HTTP ${res.status} ${(await res.text()).slice(0, 100)}`;
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
      rec.error('m3u upload', attempt < 4 ? `${failure} (retrying)` : failure);
      if (attempt >= 4) throw new LoggedFailure(failure);
      await sleep(1000);
    }
  });
  await rec.time('m3u import', async () => {
    for (;;) {
      const { iptvImport } = await admin.client.gql<{ iptvImport: { state: string; error: string | null } }>(
        'm3u import state',
        'query ($id: ID!) { iptvImport(id: $id) { state error } }',
        { id: importId },
      );
      if (iptvImport.state === 'FINISHED') return;
      if (iptvImport.state === 'FAILED') {
        rec.error('m3u import', `FAILED: ${iptvImport.error}`);
        throw new LoggedFailure(String(iptvImport.error));
      }
      await sleep(500);
    }
  });
}

export class Member {
  readonly client: MemberClient;
  id = '';
  name: string;
  readonly email: string;
  /** Admins also hold a super admin session for the users list. */
  adminToken: string | null = null;
  /** Acknowledged writes: time record id → text, list ids, the profile name, exports. */
  readonly records = new Map<string, string>();
  readonly lists = new Set<string>();
  /** Names sent after the last acknowledged one (an unacknowledged write may or may not have landed). */
  unconfirmedNames: string[] = [];
  exports = 0;
  /** Events the member's connection received. */
  accountEvents = 0;
  /** `downloadsChanged` ADDED events heard, and who waits for the next. */
  private downloadsAdded = 0;
  private onDownloadAdded: (() => void) | null = null;
  private slot = 0;
  private writes = 0;
  private ws: { dispose(): Promise<void> } | null = null;

  constructor(
    private readonly rec: Recorder,
    gateways: string[],
    readonly index: number,
    private readonly runId: string,
  ) {
    this.client = new MemberClient(rec, gateways, index % gateways.length, memberAddress(index));
    this.name = `Load ${runId} Member ${index}`;
    this.email = `load-${runId}-${index}@load.example`;
  }

  /** Created by the super admin with the roles of an ordinary member who tracks time and keeps IPTV lists. */
  async create(admin: Admin) {
    const { createUser } = await admin.client.gql<{ createUser: { id: string } }>(
      'setup',
      'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }',
      { input: { name: this.name, email: this.email, password: PASSWORD, passwordConfirmation: PASSWORD } },
    );
    this.id = createUser.id;
    await admin.client.gql(
      'setup',
      'mutation ($id: ID!, $roles: [ID!]!) { syncUserRoles(id: $id, roleIds: $roles) { id } }',
      {
        id: this.id,
        roles: ['USER', 'IPTV', 'TIME_TRACKING'].map((r) => admin.roleIds[r]),
      },
    );
  }

  private login(email: string, password: string) {
    return this.client
      .gql<{ login: { token: string } }>(
        'login',
        'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
        { email, password },
        null,
      )
      .then((r) => r.login.token);
  }

  async signIn(admin: boolean) {
    this.client.token = await this.login(this.email, PASSWORD);
    if (admin) this.adminToken = await this.login('superadmin@example.com', 'portal-demo');
  }

  /** The member's open tab: notifications, the downloads inbox and account changes, live. */
  subscribe() {
    const ws = this.client.subscriptions();
    ws.keep('subscription { notificationReceived { id type } }', () => {});
    ws.keep('subscription { downloadsChanged { type downloadId } }', (data) => {
      if ((data.downloadsChanged as { type: string }).type !== 'ADDED') return;
      this.downloadsAdded += 1;
      this.onDownloadAdded?.();
    });
    ws.keep('subscription { userDataUpdated { id } }', () => (this.accountEvents += 1));
    this.ws = ws;
  }

  async unsubscribe() {
    await this.ws?.dispose();
    this.ws = null;
  }

  /** One click of the mix, chosen by weight. */
  private readonly mix: [number, () => Promise<unknown>][] = [
    [3, () => this.loginElsewhere()],
    [10, () => this.client.gql('me', '{ me { id name email roles { name } } }')],
    [10, () => this.usersPage()],
    [12, () => this.channelsPage()],
    [5, () => this.client.gql('iptv lists', '{ iptvLists { id name updatedAt } }')],
    [15, () => this.recordsPage()],
    [8, () => this.client.gql('downloads', '{ myDownloads { id filename url } unseenDownloadsCount }')],
    [10, () => this.createRecord()],
    [5, () => this.updateProfile()],
    [3, () => this.createList()],
    [2, () => this.exportData()],
  ];

  /** Clicks with a think time between clicks until `running()` turns false. */
  async run(running: () => boolean) {
    const total = this.mix.reduce((n, [w]) => n + w, 0);
    await sleep(Math.random() * THINK_MS[1]); // members arrive spread out
    while (running()) {
      let pick = Math.random() * total;
      const [, action] = this.mix.find(([w]) => (pick -= w) < 0) ?? this.mix[0]!;
      try {
        await action();
      } catch (error) {
        if (!(error instanceof LoggedFailure)) this.rec.error('member', error);
      }
      await sleep(THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]));
    }
  }

  /** The member on a second device: a login, then that session's logout. */
  private async loginElsewhere() {
    const token = await this.login(this.email, PASSWORD);
    await this.client.gql('logout', 'mutation { logout }', undefined, token);
  }

  private async usersPage() {
    if (!this.adminToken) return this.client.gql('me', '{ me { id name } }');
    return this.client.gql(
      'table: users (admin)',
      `query ($filter: UserFilter, $page: Int) {
        users(page: $page, perPage: 25, orderBy: NAME, direction: ASC, filter: $filter) {
          items { id name email active createdAt roles { name } } pageInfo { total lastPage }
        }
      }`,
      { filter: { email: `load-${this.runId}`, active: true }, page: 1 + Math.floor(Math.random() * 4) },
      this.adminToken,
    );
  }

  private channelsPage() {
    return this.client.gql(
      'table: iptv channels',
      `query ($filter: IptvChannelFilter, $page: Int) {
        iptvChannels(page: $page, perPage: 25, orderBy: NAME, direction: ASC, filter: $filter) {
          items { id name tvgId logo groupTitle url provider { id name } } pageInfo { total lastPage }
        }
      }`,
      {
        filter: { search: SEARCHES[Math.floor(Math.random() * SEARCHES.length)] },
        page: 1 + Math.floor(Math.random() * 3),
      },
    );
  }

  private recordsPage() {
    return this.client.gql(
      'table: time records',
      `query ($filter: TimeRecordFilter) {
        timeRecords(page: 1, perPage: 25, orderBy: START, direction: DESC, filter: $filter) {
          items { id start stop duration text ticketUrl finished } pageInfo { total lastPage }
        }
      }`,
      { filter: { from: '2026-01-01', to: '2026-03-31' } },
    );
  }

  private async createRecord() {
    let text = '';
    const { createTimeRecord } = await this.client.gql<{ createTimeRecord: { id: string } }>(
      'write: time record',
      'mutation ($input: CreateTimeRecordInput!) { createTimeRecord(input: $input) { id } }',
      () => {
        // every attempt takes a fresh hour: a retry after a lost answer must not overlap the first attempt
        const start = RECORDS_FROM + this.slot++ * 3_600_000;
        text = `load-${this.runId} m${this.index} slot ${this.slot}`;
        return {
          input: {
            start: new Date(start).toISOString(),
            stop: new Date(start + 1_800_000).toISOString(),
            text,
          },
        };
      },
    );
    this.records.set(createTimeRecord.id, text);
  }

  private async updateProfile() {
    const name = `Load ${this.runId} Member ${this.index} v${++this.writes}`;
    this.unconfirmedNames.push(name);
    await this.client.gql(
      'write: profile',
      'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id name } }',
      { input: { name, email: this.email, socialMedia: [] } },
    );
    this.name = name;
    this.unconfirmedNames = [];
  }

  private async createList() {
    const { createIptvList } = await this.client.gql<{ createIptvList: { id: string } }>(
      'write: iptv list',
      'mutation ($name: String!) { createIptvList(name: $name) { id } }',
      { name: `Load list ${this.index}.${++this.writes}` },
    );
    this.lists.add(createIptvList.id);
  }

  /** The profile export job: acknowledged, then its file arrives in the inbox (live) and is downloaded. */
  private async exportData() {
    const before = this.downloadsAdded;
    const t0 = performance.now();
    await this.client.gql('write: export', 'mutation { exportMyData }');
    const acknowledgedAt = this.rec.now();
    this.exports += 1;
    const deadline = Date.now() + 60_000;
    while (this.downloadsAdded <= before && Date.now() < deadline)
      await new Promise<void>((resolve) => {
        this.onDownloadAdded = resolve;
        setTimeout(resolve, 1000);
      });
    // logged at the acknowledgement: the event went missing then, not a minute later
    if (this.downloadsAdded <= before)
      return this.rec.error('export → inbox', 'no downloadsChanged ADDED within 60 s', acknowledgedAt);
    this.rec.record('export → inbox', performance.now() - t0);
    const { myDownloads } = await this.client.gql<{ myDownloads: { url: string }[] }>(
      'downloads',
      '{ myDownloads { url } }',
    );
    if (myDownloads[0]) await this.client.download('download file', myDownloads[0].url);
  }

  /** Every acknowledged write read back; the problems found (none: all there). */
  async verify(): Promise<string[]> {
    const problems: string[] = [];
    const found = new Map<string, string | null>();
    for (let page = 1; ; page++) {
      const { timeRecords } = await this.client.gql<{
        timeRecords: { items: { id: string; text: string | null }[]; pageInfo: { lastPage: number } };
      }>(
        'verify',
        'query ($page: Int, $filter: TimeRecordFilter) { timeRecords(page: $page, perPage: 100, filter: $filter) { items { id text } pageInfo { lastPage } } }',
        { page, filter: { search: `load-${this.runId}` } },
      );
      for (const r of timeRecords.items) found.set(r.id, r.text);
      if (page >= timeRecords.pageInfo.lastPage) break;
    }
    for (const [id, text] of this.records)
      if (found.get(id) !== text) problems.push(`member ${this.index}: time record ${id} missing`);
    const { iptvLists, me } = await this.client.gql<{ iptvLists: { id: string }[]; me: { name: string } }>(
      'verify',
      '{ iptvLists { id } me { name } }',
    );
    const lists = new Set(iptvLists.map((l) => l.id));
    for (const id of this.lists)
      if (!lists.has(id)) problems.push(`member ${this.index}: IPTV list ${id} missing`);
    if (me.name !== this.name && !this.unconfirmedNames.includes(me.name))
      problems.push(`member ${this.index}: profile name "${me.name}", acknowledged "${this.name}"`);
    // export jobs acknowledged late in the run may still be running: give them a minute
    for (let tries = 0; ; tries++) {
      const { myDownloads } = await this.client.gql<{ myDownloads: unknown[] }>(
        'verify',
        '{ myDownloads { id } }',
      );
      if (myDownloads.length >= this.exports) break;
      if (tries >= 60) {
        problems.push(
          `member ${this.index}: ${this.exports} exports acknowledged, ${myDownloads.length} in the inbox`,
        );
        break;
      }
      await sleep(1000);
    }
    return problems;
  }
}
