import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import i18n, { currentLanguage, setLanguage } from '.';

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, v]) =>
    typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('i18n', () => {
  it('has the same keys in German and English', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
  });

  it('starts in German and switches language, html lang and the stored choice', async () => {
    await setLanguage('de');
    expect(currentLanguage()).toBe('de');
    expect(i18n.t('user.login')).toBe('Anmelden');
    await setLanguage('en');
    expect(i18n.t('user.login')).toBe('Log in');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('portal.language')).toBe('en');
    await setLanguage('de');
  });

  it('writes the numbers in texts as the language does, and still picks the plural by the number', async () => {
    await setLanguage('de');
    expect(i18n.t('table.range', { from: 1, to: 20, total: 34_567 })).toBe('1–20 von 34.567');
    expect(i18n.t('autoReload.seconds', { count: 1 })).toBe('1 Sekunde');
    await setLanguage('en');
    expect(i18n.t('table.range', { from: 1_001, to: 1_020, total: 34_567 })).toBe('1,001–1,020 of 34,567');
    expect(i18n.t('autoReload.seconds', { count: 30 })).toBe('30 seconds');
    await setLanguage('de');
  });

  it('formats every count in every catalogue ({{count, number}}, never a bare {{count}})', () => {
    const catalogues = {
      ...import.meta.glob<string>('./*.json', { eager: true, query: '?raw', import: 'default' }),
      ...import.meta.glob<string>('../features/*/*.json', { eager: true, query: '?raw', import: 'default' }),
    };
    expect(Object.keys(catalogues).length).toBeGreaterThan(20);
    const bare = Object.entries(catalogues).filter(([, text]) => /\{\{\s*count\s*\}\}/.test(text));
    expect(bare.map(([file]) => file)).toEqual([]);
  });
});
