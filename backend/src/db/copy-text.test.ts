import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDb } from '../test/db.js';
import { createTestDb, drivers } from '../test/db.js';
import { copyText } from './copy-text.js';

describe('copyText', () => {
  it('writes NULL, booleans, numbers, dates and JSON, and escapes what would end a value or a row', () => {
    expect(
      copyText([
        [null, undefined, true, false, 1.5, -1, new Date('2026-11-23T10:00:00Z')],
        ['a\tb\nc\rd\\e', { k: 'v\t' }, ['x']],
      ]),
    ).toBe(
      '\\N\t\\N\tt\tf\t1.5\t-1\t2026-11-23T10:00:00.000Z\n' + 'a\\tb\\nc\\rd\\\\e\t{"k":"v\\\\t"}\t["x"]\n',
    );
  });
});

describe.each(drivers)('Db.copyFrom (%s)', (driver) => {
  let testDb: TestDb;

  beforeAll(async () => {
    testDb = await createTestDb(driver);
    await testDb.db.exec('CREATE TABLE copied (n int, t text, b boolean, r real, j jsonb, d timestamptz)');
  });
  afterAll(async () => {
    await testDb?.cleanup();
  });

  it('stores every value exactly as given, odd characters included', async () => {
    const odd = 'WDR Köln\t"HD"\\n\r\nline 2 \\N 🎬';
    await testDb.db.copyFrom(
      'copied',
      ['n', 't', 'b', 'r', 'j', 'd'],
      [
        [1, odd, true, -1, { 'tvg-rec': '3', odd }, new Date('2026-11-23T10:00:00Z')],
        [2, null, false, null, [], null],
        [3, '\\N', null, 0.5, ['a', 'b'], null],
      ],
    );
    const { rows } = await testDb.db.query<Record<string, unknown>>('SELECT * FROM copied ORDER BY n');
    expect(rows).toEqual([
      { n: 1, t: odd, b: true, r: -1, j: { 'tvg-rec': '3', odd }, d: new Date('2026-11-23T10:00:00Z') },
      { n: 2, t: null, b: false, r: null, j: [], d: null },
      { n: 3, t: '\\N', b: null, r: 0.5, j: ['a', 'b'], d: null },
    ]);
  });

  it('fails as a whole on a bad row: nothing is stored', async () => {
    await expect(testDb.db.copyFrom('copied', ['n'], [[10], ['not a number']])).rejects.toThrow();
    const { rows } = await testDb.db.query('SELECT 1 FROM copied WHERE n = 10');
    expect(rows).toHaveLength(0);
  });
});
