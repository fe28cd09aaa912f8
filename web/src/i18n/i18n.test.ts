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
});
