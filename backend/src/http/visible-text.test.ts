import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../test/harness.js';
import { createHarness } from '../test/harness.js';

/**
 * Names and texts others read (contract `visibleText`): text direction controls, zero-width characters and lone
 * surrogates are refused in every one, with the rule's message, and nothing is stored; the rest is kept in NFC.
 */
describe('visible text in names and descriptions', () => {
  let h: Harness;
  let iptv: string;
  let tt: string;
  let member: string;

  beforeAll(async () => {
    h = await createHarness('pglite');
    [iptv, tt, member] = await Promise.all([
      h.login('iptv@example.com'),
      h.login('timetracking@example.com'),
      h.login('user@example.com'),
    ]);
  });
  afterAll(async () => {
    await h?.close();
  });

  const post = (token: string, url: string, body: Record<string, unknown>, lang = 'en') =>
    h.request({ method: 'POST', url, body, token, lang });

  /** Every free-text field of issue 29's list: [who, route, the other fields, the field under test]. */
  const FIELDS: Array<[() => string, string, Record<string, unknown>, string]> = [
    [() => iptv, '/api/iptv/list', {}, 'name'],
    [() => tt, '/api/tt/customer', {}, 'name'],
    [() => tt, '/api/tt/type', {}, 'name'],
    [() => tt, '/api/tt/task', {}, 'title'],
    [() => tt, '/api/tt/task', { title: 'Task' }, 'text'],
    [() => tt, '/api/tt/task', { title: 'Task' }, 'ticket_url'],
    [() => member, '/api/scripts/tokens', { scope: 'READ_ONLY' }, 'name'],
  ];
  const BAD: Array<[string, string]> = [
    ['\u202Etsil', 'must not contain text direction controls.'],
    ['Sp\u200Bort', 'must not contain invisible zero-width characters.'],
    ['Sport\uD800', 'contains an incomplete Unicode character.'],
  ];

  it('refuses bidi controls, zero-width characters and lone surrogates with a 422 each', async () => {
    for (const [token, url, rest, field] of FIELDS) {
      for (const [value, message] of BAD) {
        const res = await post(token(), url, { ...rest, [field]: value });
        expect(res.statusCode, `${url} ${field} ${JSON.stringify(value)}`).toBe(422);
        expect(res.json().errors[field], `${url} ${field}`).toEqual([
          expect.stringContaining(`field ${message}`),
        ]);
      }
    }
    const de = await post(tt, '/api/tt/customer', { name: 'A\u2066B' }, 'de');
    expect(de.json().errors.name).toEqual([
      'Name darf keine Steuerzeichen für die Schreibrichtung enthalten.',
    ]);
    const lists = await h.request({ url: '/api/iptv/list', token: iptv });
    expect(lists.json()).toEqual([]);
  });

  it('keeps emoji sequences, and stores names in NFC', async () => {
    const list = await post(iptv, '/api/iptv/list', { name: 'Sport 👨‍👩‍👧 ❤️' });
    expect(list.statusCode, list.body).toBe(201);
    const customer = await post(tt, '/api/tt/customer', { name: 'Ame\u0301lie' });
    expect(customer.statusCode, customer.body).toBe(201);
    expect(customer.json().name).toBe('Am\u00e9lie');
  });
});
