import { describe, expect, it } from 'vitest';
import { savegameTimeText } from './calendar';

describe('savegameTimeText', () => {
  it("writes the savegame's wall-clock time as the language writes dates, whatever the browser's zone", () => {
    expect(savegameTimeText('2026-11-20 18:00', 'de')).toBe('20.11.2026 18:00');
    expect(savegameTimeText('2026-11-20 18:00', 'en')).toBe('20/11/2026 18:00');
    expect(savegameTimeText('2026-01-05 00:07', 'en')).toBe('05/01/2026 00:07');
  });

  it('keeps any other text as the savegame wrote it', () => {
    for (const text of [
      '2026-13-01 10:00',
      '2026-02-30 10:00',
      '2026-11-20 25:00',
      '20.11.2026',
      'gestern',
      '',
    ])
      expect(savegameTimeText(text, 'de')).toBe(text);
  });
});
