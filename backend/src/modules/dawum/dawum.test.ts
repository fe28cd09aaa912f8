import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DawumDocument, FakeDawum } from '@portal/fakes/dawum';
import { dawumDocument, doubleEncode, startFakeDawum } from '@portal/fakes/dawum';
import { drivers } from '../../test/db.js';
import type { Harness } from '../../test/harness.js';
import { createHarness } from '../../test/harness.js';
import { peekLastUpdate, repairMojibake } from './document.js';
import { createDawumSync } from './sync.service.js';

const NOW = new Date('2026-11-24T11:00:00Z');

describe('repairMojibake', () => {
  it('repairs double-encoded UTF-8 and leaves everything else alone', () => {
    expect(repairMojibake('Baden-WÃ¼rttemberg')).toBe('Baden-Württemberg');
    expect(repairMojibake(doubleEncode('Bündnis 90/Die Grünen – Thüringen'))).toBe(
      'Bündnis 90/Die Grünen – Thüringen',
    );
    expect(repairMojibake('Baden-Württemberg')).toBe('Baden-Württemberg');
    // a lone Ã or one followed by no continuation byte is a real character
    expect(repairMojibake('SÃO PAULO')).toBe('SÃO PAULO');
    expect(repairMojibake('Ã')).toBe('Ã');
    // Latin-1 pairs that are no valid UTF-8 together stay (Â followed by a letter outside \x80-\xbf)
    expect(repairMojibake('Âge')).toBe('Âge');
    // text beyond Latin-1 was never decoded as Latin-1
    expect(repairMojibake('Ã¼ €')).toBe('Ã¼ €');
  });
});

describe('peekLastUpdate', () => {
  it('reads Database.Last_Update without parsing the document', () => {
    const update = '2026-11-24T09:15:02+01:00';
    expect(peekLastUpdate(JSON.stringify({ Database: { Last_Update: update }, Surveys: {} }))).toBe(update);
    expect(peekLastUpdate(`{ "Database" : { "Publisher": "x",\n  "Last_Update" :\t"${update}" } }`)).toBe(
      update,
    );
    expect(peekLastUpdate('{"Database": {}}')).toBeNull();
    expect(peekLastUpdate('{"Last_Update": 5}')).toBeNull();
  });
});

describe.each(drivers)('DAWUM polls: the sync and the public REST API (%s)', (driver) => {
  let h: Harness;
  let fake: FakeDawum;
  let admin: string;
  let user: string;
  let doc: DawumDocument;
  let version = 0;
  /** A new `Last_Update` each call: every document below is a change. */
  const nextUpdate = () => `2026-11-24T10:${String(version++).padStart(2, '0')}:00+01:00`;

  beforeAll(async () => {
    fake = await startFakeDawum({});
    h = await createHarness(driver, { env: { DAWUM_URL: fake.url } });
    h.clock.set(NOW);
    admin = await h.login('admin@example.com');
    user = await h.login('user@example.com');
  });
  afterAll(async () => {
    await h?.close();
    await fake?.close();
  });

  const get = async (url: string, lang = 'en') => {
    const res = await h.request({ url, lang });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const syncNow = async (lang = 'en') => {
    const res = await h.request({ method: 'POST', url: '/api/dawum/sync', token: admin, lang });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const count = async (table: string) =>
    (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
  const counts = async () => ({
    parliaments: await count('dawum_parliaments'),
    institutes: await count('dawum_institutes'),
    taskers: await count('dawum_taskers'),
    methods: await count('dawum_methods'),
    parties: await count('dawum_parties'),
    surveys: await count('dawum_surveys'),
    results: await count('dawum_survey_results'),
  });
  const countsOf = (d: DawumDocument) => ({
    parliaments: Object.keys(d.Parliaments).length,
    institutes: Object.keys(d.Institutes).length,
    taskers: Object.keys(d.Taskers).length,
    methods: Object.keys(d.Methods ?? {}).length,
    parties: Object.keys(d.Parties).length,
    surveys: Object.keys(d.Surveys).length,
    results: Object.values(d.Surveys).reduce((n, s) => n + Object.keys(s.Results).length, 0),
  });

  it('says that nothing has been synced yet', async () => {
    expect(await get('/api/dawum/sync')).toEqual({
      last_sync_at: null,
      last_update: null,
      outcome: null,
      error: null,
      survey_count: 0,
      unknown_references: [],
    });
    expect(await get('/api/dawum/parliaments')).toEqual([]);
    const res = await h.request({ url: '/api/dawum/current', lang: 'de' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Es gibt kein Parlament mit dieser Nummer.');
  });

  it('lets only ADMIN start a sync', async () => {
    expect((await h.request({ method: 'POST', url: '/api/dawum/sync' })).statusCode).toBe(401);
    expect((await h.request({ method: 'POST', url: '/api/dawum/sync', token: user })).statusCode).toBe(403);
    expect(fake.requests).toBe(0);
  });

  it('imports a document: the counts equal the document, a second sync finds it unchanged', async () => {
    doc = dawumDocument({ surveys: 300, seed: 7, lastUpdate: nextUpdate() });
    fake.serve(doc);
    const status = await syncNow();
    expect(status).toMatchObject({
      outcome: 'OK',
      error: null,
      last_update: doc.Database.Last_Update,
      last_sync_at: NOW.toISOString(),
      survey_count: 300,
      unknown_references: [],
    });
    expect(await counts()).toEqual(countsOf(doc));

    const requests = fake.requests;
    h.clock.advance(60_000);
    expect(await syncNow()).toMatchObject({ outcome: 'UNCHANGED', survey_count: 300 });
    expect(fake.requests).toBe(requests + 1);
    expect((await get('/api/dawum/sync')).last_sync_at).toBe(new Date(NOW.getTime() + 60_000).toISOString());
  });

  it('removes what the document no longer has and updates what changed', async () => {
    const smaller = dawumDocument({ surveys: 120, seed: 7, lastUpdate: nextUpdate() });
    delete smaller.Parliaments['17'];
    const first = Object.keys(smaller.Surveys)[0]!;
    smaller.Surveys[first]!.Results = { '1': 40, '2': 60 };
    fake.serve(smaller);
    expect(await syncNow()).toMatchObject({ outcome: 'OK', survey_count: 120 });
    expect(await counts()).toEqual(countsOf(smaller));
    expect(
      (await get(`/api/dawum/surveys/${first}/results`)).map((r: { percent: number }) => r.percent),
    ).toEqual([60, 40]);
  });

  it("rewrites only a changed survey's results and keeps the others", async () => {
    const d = dawumDocument({ surveys: 100, seed: 13, lastUpdate: nextUpdate() });
    fake.serve(d);
    expect((await syncNow()).outcome).toBe('OK');
    const [id, survey] = Object.entries(d.Surveys)[42]!;
    const other = Object.keys(d.Surveys)[43]!;
    const before = await get(`/api/dawum/surveys/${other}/results`);
    survey.Results = { '7': 50, '0': 50 };
    fake.serve({ ...d, Database: { ...d.Database, Last_Update: nextUpdate() } });
    expect((await syncNow()).outcome).toBe('OK');
    expect(await counts()).toEqual(countsOf(d));
    expect(
      (await get(`/api/dawum/surveys/${id}/results`)).map((r: { party_id: string }) => r.party_id),
    ).toEqual(['0', '7']);
    expect(await get(`/api/dawum/surveys/${other}/results`)).toEqual(before);
  });

  describe('is tolerant of what real copies hold', () => {
    const shapes: [string, () => { body: string | Buffer; doc: DawumDocument }][] = [
      [
        'a BOM and a leading newline',
        () => {
          const d = dawumDocument({ surveys: 50, seed: 2, lastUpdate: nextUpdate() });
          return {
            doc: d,
            body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`\n${JSON.stringify(d)}`)]),
          };
        },
      ],
      [
        'numbers as strings, ints and floats, unknown extra fields',
        () => {
          const d = dawumDocument({ surveys: 60, seed: 3, lastUpdate: nextUpdate() });
          const surveys = Object.values(d.Surveys);
          surveys[0]!.Results = { '1': '31.5', '2': '15', '7': 24.25, '0': 29 };
          surveys[1]!.Surveyed_Persons = 1503;
          const extra = {
            ...d,
            Extra: { Note: 'new section' },
            Parties: { ...d.Parties, '1': { ...d.Parties['1']!, Colour: '#000000' } },
          };
          return { doc: d, body: JSON.stringify(extra) };
        },
      ],
      [
        'the old schema without Methods and Method_ID',
        () => {
          const d = dawumDocument({ surveys: 40, seed: 4, lastUpdate: nextUpdate(), schema: 'old' });
          return { doc: d, body: JSON.stringify(d) };
        },
      ],
    ];
    it.each(shapes)('%s', async (_name, make) => {
      const { doc: d, body } = make();
      fake.serve(body);
      expect(await syncNow()).toMatchObject({
        outcome: 'OK',
        error: null,
        last_update: d.Database.Last_Update,
      });
      expect(await counts()).toEqual(countsOf(d));
    });

    it('stores numbers as numbers and no method in the old schema', async () => {
      const d = dawumDocument({ surveys: 10, seed: 5, lastUpdate: nextUpdate(), schema: 'old' });
      const [id, survey] = Object.entries(d.Surveys)[0]!;
      survey.Results = { '1': '31.5', '2': 15, '0': '53.5' };
      survey.Surveyed_Persons = '1203';
      fake.serve(d);
      await syncNow();
      const got = await get(`/api/dawum/surveys/${id}`);
      expect(got.surveyed_persons).toBe(1203);
      expect(got.method).toBeNull();
      expect(got.results).toEqual([
        { party_id: '0', shortcut: 'Sonstige', name: 'Sonstige Parteien', percent: 53.5 },
        { party_id: '1', shortcut: 'CDU/CSU', name: expect.any(String), percent: 31.5 },
        { party_id: '2', shortcut: 'SPD', name: 'Sozialdemokratische Partei Deutschlands', percent: 15 },
      ]);
    });

    it('repairs double-encoded UTF-8', async () => {
      const d = dawumDocument({ surveys: 30, seed: 6, lastUpdate: nextUpdate() });
      fake.serve(Buffer.from(doubleEncode(JSON.stringify(d)), 'utf8'));
      expect(await syncNow()).toMatchObject({ outcome: 'OK' });
      expect(await counts()).toEqual(countsOf(d));
      const names = (await get('/api/dawum/parliaments')).map((p: { name: string }) => p.name);
      expect(names).toContain('Baden-Württemberg');
      expect(names).toContain('Thüringen');
      expect(names.join()).not.toMatch(/Ã/);
    });

    it('keeps a survey that names an unknown party or institute and reports it', async () => {
      const d = dawumDocument({ surveys: 20, seed: 8, lastUpdate: nextUpdate() });
      const [id, survey] = Object.entries(d.Surveys)[3]!;
      survey.Institute_ID = '999';
      survey.Results = { ...survey.Results, '777': 1 };
      fake.serve(d);
      const status = await syncNow();
      expect(status.outcome).toBe('OK');
      expect(status.survey_count).toBe(20);
      expect(status.unknown_references).toEqual([
        { kind: 'institute', id: '999', surveys: 1 },
        { kind: 'party', id: '777', surveys: 1 },
      ]);
      const got = await get(`/api/dawum/surveys/${id}`);
      expect(got.institute).toEqual({ id: '999', name: '999' });
      expect(got.results).toContainEqual({ party_id: '777', shortcut: '777', name: '777', percent: 1 });
      expect((await get('/api/dawum/institutes'))[0]).toEqual({ id: '999', name: '999' });
    });
  });

  describe('fails clearly and changes nothing', () => {
    let held: DawumDocument;
    beforeAll(async () => {
      held = dawumDocument({ surveys: 80, seed: 9, lastUpdate: nextUpdate() });
      fake.serve(held);
      expect((await syncNow()).outcome).toBe('OK');
    });

    const failures: [string, () => void, string, string][] = [
      [
        'bad JSON',
        () => fake.serve('{"Database": {"Last_Update": "x"}, "Surveys": {'),
        'DAWUM sent no valid JSON (the download may be damaged).',
        'DAWUM hat kein gültiges JSON geschickt (der Download ist womöglich beschädigt).',
      ],
      [
        'an HTML page',
        () => fake.serve('<!DOCTYPE html><html><body>Wartung</body></html>', { contentType: 'text/html' }),
        'DAWUM sent a web page instead of its data (JSON).',
        'DAWUM hat statt seiner Daten (JSON) eine Webseite geschickt.',
      ],
      [
        'JSON that is not DAWUM data',
        () => fake.serve({ data: [1, 2, 3] }),
        'The document is not DAWUM data: Database is missing or malformed.',
        'Das Dokument enthält keine DAWUM-Daten: Database fehlt oder ist fehlerhaft.',
      ],
      [
        'a malformed survey',
        () => {
          const d = dawumDocument({ surveys: 5, seed: 1, lastUpdate: nextUpdate() });
          d.Surveys['1002']!.Date = '24.11.2026';
          fake.serve(d);
        },
        'The DAWUM document has a malformed survey 1002.',
        'Das DAWUM-Dokument hat eine fehlerhafte Umfrage 1002.',
      ],
      [
        'an HTTP error',
        () => fake.serve('busy', { status: 503, contentType: 'text/plain' }),
        'DAWUM answered with HTTP status 503.',
        'DAWUM hat mit dem HTTP-Status 503 geantwortet.',
      ],
    ];
    it.each(failures)('%s', async (_name, serve, en, de) => {
      const before = await counts();
      serve();
      expect(await syncNow()).toMatchObject({
        outcome: 'FAILED',
        error: en,
        last_update: held.Database.Last_Update,
        survey_count: 80,
      });
      expect((await get('/api/dawum/sync', 'de')).error).toBe(de);
      expect(await counts()).toEqual(before);
    });

    it('a truncated download', async () => {
      const before = await counts();
      fake.serve(dawumDocument({ surveys: 200, seed: 10, lastUpdate: nextUpdate() }), { truncate: 0.5 });
      const status = await syncNow();
      expect(status.outcome).toBe('FAILED');
      expect(status.error).toMatch(/^The download from DAWUM broke off \(.+\)\.$/);
      expect(await counts()).toEqual(before);
    });

    it('a time-out', async () => {
      const before = await counts();
      fake.serve(dawumDocument({ surveys: 5, seed: 11, lastUpdate: nextUpdate() }), { hang: true });
      const sync = createDawumSync({
        db: h.db,
        clock: h.clock,
        url: fake.url,
        timeoutMs: 200,
        log: { info: () => {}, warn: () => {} },
      });
      const status = await sync.sync();
      expect(status).toMatchObject({ outcome: 'FAILED', error_code: 'timeout' });
      expect((await get('/api/dawum/sync')).error).toBe('DAWUM did not answer within 0.2 seconds.');
      expect(await counts()).toEqual(before);
    });

    it('an unreachable server', async () => {
      const sync = createDawumSync({
        db: h.db,
        clock: h.clock,
        url: 'http://127.0.0.1:9/',
        timeoutMs: 5_000,
        log: { info: () => {}, warn: () => {} },
      });
      expect(await sync.sync()).toMatchObject({ outcome: 'FAILED', error_code: 'unreachable' });
      expect((await get('/api/dawum/sync', 'de')).error).toMatch(/^DAWUM war nicht erreichbar \(.+\)\.$/);
    });

    it('a document of five million empty objects within the byte limit, without filling the heap', async () => {
      const before = await counts();
      fake.serve(`{"Database":{"Last_Update":"${nextUpdate()}"},"Surveys":[${'{},'.repeat(5_000_000)}{}]}`);
      const heap = process.memoryUsage().heapUsed;
      let peak = heap;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 5);
      const status = await syncNow().finally(() => clearInterval(sampler));
      expect(status).toMatchObject({
        outcome: 'FAILED',
        error: 'The DAWUM document holds more than 500000 values.',
      });
      // the 15 MB document is read as text once; parsed it would take some 300 MB
      expect(peak - heap).toBeLessThan(96 * 1024 * 1024);
      expect(await counts()).toEqual(before);
    });
  });

  describe('the queries', () => {
    /** Two institutes polling the Bundestag, one poll of Bayern: every figure below can be checked by hand. */
    const small = (): DawumDocument => {
      const base = dawumDocument({ surveys: 1, seed: 1, lastUpdate: nextUpdate() });
      const survey = (
        date: string,
        parliament: string,
        institute: string,
        results: Record<string, number>,
      ) => ({
        Date: date,
        Survey_Period: { Date_Start: date, Date_End: date },
        Surveyed_Persons: '1000',
        Parliament_ID: parliament,
        Institute_ID: institute,
        Tasker_ID: '2',
        Method_ID: '1',
        Results: results,
      });
      return {
        ...base,
        Surveys: {
          '10': survey('2026-01-01', '0', '3', { '1': 30, '2': 20 }),
          '11': survey('2026-01-05', '0', '7', { '1': 28, '2': 21, '7': 22 }),
          '12': survey('2026-01-10', '0', '3', { '1': 32, '2': 18 }),
          '13': survey('2026-03-01', '0', '7', { '1': 20, '2': 25, '7': 24 }),
          '14': survey('2026-02-01', '2', '6', { '102': 40 }),
        },
      };
    };
    beforeAll(async () => {
      fake.serve(small());
      expect((await syncNow()).outcome).toBe('OK');
    });

    it('lists the parliaments with the Bundestag first', async () => {
      const list = await get('/api/dawum/parliaments');
      expect(list[0]).toEqual({
        id: '0',
        shortcut: 'Bundestag',
        name: 'Bundestag',
        election: 'Bundestagswahl',
      });
      expect(list.slice(1).map((p: { name: string }) => p.name)).toEqual(
        list
          .slice(1)
          .map((p: { name: string }) => p.name)
          .sort((a: string, b: string) => (a < b ? -1 : 1)),
      );
    });

    it('lists the institutes by name, all or those that polled a parliament', async () => {
      const names = (list: { name: string }[]) => list.map((i) => i.name);
      expect(names(await get('/api/dawum/institutes'))).toEqual([
        'Allensbach',
        'Forsa',
        'Forschungsgruppe Wahlen',
        'GMS',
        'Infratest dimap',
        'INSA',
        'Ipsos',
        'pollytix',
        'Verian (Emnid)',
        'YouGov',
      ]);
      expect(await get('/api/dawum/institutes?parliament=0')).toEqual([
        { id: '3', name: 'Forsa' },
        { id: '7', name: 'INSA' },
      ]);
      expect(await get('/api/dawum/institutes?parliament=2')).toEqual([{ id: '6', name: 'Infratest dimap' }]);
      expect(await get('/api/dawum/institutes?parliament=55')).toEqual([]);
      const bad = await h.request({ url: '/api/dawum/institutes?parliament=x', lang: 'de' });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['parliament']);
    });

    it('pages, filters and orders the surveys', async () => {
      const page = await get('/api/dawum/surveys?itemsPerPage=2');
      expect(page.total).toBe(5);
      expect(page.data.map((s: { id: string }) => s.id)).toEqual(['13', '14']);
      expect(page.data[0]).toEqual({
        id: '13',
        date: '2026-03-01',
        period_start: '2026-03-01',
        period_end: '2026-03-01',
        surveyed_persons: 1000,
        parliament: { id: '0', shortcut: 'Bundestag', name: 'Bundestag' },
        institute: { id: '7', name: 'INSA' },
        tasker: { id: '2', name: 'ZDF' },
        method: { id: '1', name: 'Telefonische Umfrage' },
      });
      const filtered = await get(
        '/api/dawum/surveys?filter[parliament]=0&filter[institute]=3&filter[from]=2026-01-02&order[date]=asc',
      );
      expect(filtered.data.map((s: { id: string }) => s.id)).toEqual(['12']);
      const asc = await get('/api/dawum/surveys?order[date]=asc');
      expect(asc.data.map((s: { id: string }) => s.id)).toEqual(['10', '11', '12', '14', '13']);
      const byParliament = await get('/api/dawum/surveys?order[parliament]=asc');
      expect(byParliament.data.map((s: { id: string }) => s.id)).toEqual(['14', '10', '11', '12', '13']);
      const bad = await h.request({
        url: '/api/dawum/surveys?filter[from]=gestern&filter[parliament]=x',
        lang: 'de',
      });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['filter.from', 'filter.parliament']);
    });

    it('answers a survey and its results, 404 for an unknown one', async () => {
      expect(await get('/api/dawum/surveys/11/results')).toEqual([
        { party_id: '1', shortcut: 'CDU/CSU', name: expect.any(String), percent: 28 },
        { party_id: '7', shortcut: 'AfD', name: 'Alternative für Deutschland', percent: 22 },
        { party_id: '2', shortcut: 'SPD', name: 'Sozialdemokratische Partei Deutschlands', percent: 21 },
      ]);
      expect((await get('/api/dawum/surveys/11')).results).toHaveLength(3);
      for (const url of ['/api/dawum/surveys/99', '/api/dawum/surveys/99/results']) {
        const res = await h.request({ url, lang: 'en' });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('There is no survey with this number.');
      }
      // a path that names no survey at all is no route of the API
      expect((await h.request({ url: '/api/dawum/surveys/abc' })).statusCode).toBe(404);
    });

    it("answers the current polls: each institute's latest survey and their average", async () => {
      const current = await get('/api/dawum/current');
      expect(current.parliament.id).toBe('0');
      expect(current.surveys.map((s: { id: string }) => s.id)).toEqual(['13', '12']);
      expect(current.average).toEqual([
        { party_id: '1', shortcut: 'CDU/CSU', name: expect.any(String), percent: 26, institutes: 2 },
        { party_id: '7', shortcut: 'AfD', name: 'Alternative für Deutschland', percent: 24, institutes: 1 },
        {
          party_id: '2',
          shortcut: 'SPD',
          name: 'Sozialdemokratische Partei Deutschlands',
          percent: 21.5,
          institutes: 2,
        },
      ]);
      const bavaria = await get('/api/dawum/current?parliament=2');
      expect(bavaria.average).toEqual([
        {
          party_id: '102',
          shortcut: 'CSU',
          name: 'Christlich-Soziale Union in Bayern',
          percent: 40,
          institutes: 1,
        },
      ]);
      expect((await h.request({ url: '/api/dawum/current?parliament=55' })).statusCode).toBe(404);
      expect((await h.request({ url: '/api/dawum/current?parliament=x' })).statusCode).toBe(422);
    });

    it('answers the trend: the series per party and its centred moving average', async () => {
      const trend = await get('/api/dawum/trend?parliament=0&from=2026-01-01&to=2026-12-31');
      expect(trend).toMatchObject({ smoothing: 'centred_moving_average', half_window_days: 14 });
      const cdu = trend.parties.find((p: { party_id: string }) => p.party_id === '1');
      expect(cdu.series.map((p: { percent: number }) => p.percent)).toEqual([30, 28, 32, 20]);
      expect(cdu.series[1]).toEqual({ date: '2026-01-05', percent: 28, survey_id: '11', institute: 'INSA' });
      // 1 to 10 January lie within 14 days of each other: (30 + 28 + 32) / 3; 1 March stands alone
      expect(cdu.average).toEqual([
        { date: '2026-01-01', percent: 30 },
        { date: '2026-01-05', percent: 30 },
        { date: '2026-01-10', percent: 30 },
        { date: '2026-03-01', percent: 20 },
      ]);
      const spd = trend.parties.find((p: { party_id: string }) => p.party_id === '2');
      expect(spd.average.map((p: { percent: number }) => p.percent)).toEqual([19.7, 19.7, 19.7, 25]);
      // the range cuts: only January
      const january = await get('/api/dawum/trend?from=2026-01-01&to=2026-01-31');
      expect(january.parties.find((p: { party_id: string }) => p.party_id === '1').series).toHaveLength(3);
      // the default is the year up to today (2026-11-24)
      expect(await get('/api/dawum/trend')).toMatchObject({ from: '2025-11-24', to: '2026-11-24' });
      const backwards = await h.request({
        url: '/api/dawum/trend?from=2026-02-01&to=2026-01-01',
        lang: 'de',
      });
      expect(backwards.statusCode).toBe(422);
      expect(backwards.json().errors.from).toEqual([
        'Der Beginn des Zeitraums darf nicht nach seinem Ende liegen.',
      ]);
    });
  });

  it('the periodic task syncs on start and again once DAWUM_SYNC_MINUTES have passed', async () => {
    const d = dawumDocument({ surveys: 25, seed: 12, lastUpdate: nextUpdate() });
    fake.serve(d);
    const before = fake.requests;
    // the last sync ran a moment ago: not due yet
    await h.app.workers.cleanup();
    expect(fake.requests).toBe(before);
    h.clock.advance(60 * 60_000);
    await h.app.workers.cleanup();
    expect(fake.requests).toBe(before + 1);
    expect((await get('/api/dawum/sync')).last_update).toBe(d.Database.Last_Update);
  });

  it('after a failed sync the periodic task tries again 5 minutes later', async () => {
    fake.serve('<html><body>502 Bad Gateway</body></html>', { status: 502, contentType: 'text/html' });
    h.clock.advance(60 * 60_000);
    await h.app.workers.cleanup();
    expect((await get('/api/dawum/sync')).outcome).toBe('FAILED');
    const d = dawumDocument({ surveys: 25, seed: 13, lastUpdate: nextUpdate() });
    fake.serve(d);
    const before = fake.requests;
    h.clock.advance(4 * 60_000);
    await h.app.workers.cleanup();
    expect(fake.requests).toBe(before);
    h.clock.advance(60_000);
    await h.app.workers.cleanup();
    expect(fake.requests).toBe(before + 1);
    expect((await get('/api/dawum/sync')).outcome).toBe('OK');
  });
});
