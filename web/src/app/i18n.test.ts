import { describe, expect, it } from 'vitest';
import i18n from '../i18n';
import type { Texts } from '../lib/feature';
import { FEATURES } from './features';
import './i18n';

function keys(value: Texts, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, v]) =>
    typeof v === 'object' ? keys(v, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('feature texts', () => {
  it('give every feature its own namespace with the same keys in German and English', () => {
    const namespaces = FEATURES.map((feature) => feature.texts.namespace);
    expect(new Set(namespaces).size).toBe(namespaces.length);
    expect(namespaces).not.toContain('translation');
    for (const { texts } of FEATURES) expect(keys(texts.de).sort()).toEqual(keys(texts.en).sort());
  });

  it('are registered under their namespace in both languages', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.t('auth:login.submit')).toBe('Log in');
    await i18n.changeLanguage('de');
    expect(i18n.t('auth:login.submit')).toBe('Anmelden');
  });

  it('have a text for every key a feature declares for its routes, menus, tiles and footer', () => {
    const declared = FEATURES.flatMap((feature) => [
      ...(feature.menu ?? []).flatMap((entry) =>
        entry.kind === 'link'
          ? [entry.labelKey, ...(entry.tile ? [entry.tile.titleKey, entry.tile.descriptionKey] : [])]
          : [],
      ),
      ...(feature.footerLinks ?? []).map((link) => link.labelKey),
      ...(feature.userMenu ?? []).map((link) => link.labelKey),
    ]);
    const titles = (routes: NonNullable<(typeof FEATURES)[number]['routes']>): string[] =>
      routes.flatMap((route) => [
        ...(route.titleKey ? [route.titleKey] : []),
        ...titles(route.children ?? []),
      ]);
    for (const key of [...declared, ...FEATURES.flatMap((feature) => titles(feature.routes ?? []))]) {
      for (const lng of ['de', 'en']) expect(i18n.exists(key, { lng }), `${key} (${lng})`).toBe(true);
    }
  });
});
