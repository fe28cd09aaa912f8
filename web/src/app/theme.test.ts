import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { system } from './theme';

const SRC = path.resolve(import.meta.dirname, '..');

/** Recipes a component needs besides the one named like it (camelCase), or instead of it. */
const NEEDS: Record<string, string[]> = {
  Checkbox: ['checkbox', 'checkmark'],
  CloseButton: ['button'],
  IconButton: ['button'],
  RadioGroup: ['radioGroup', 'radiomark'],
  Toaster: ['toast'],
};

/** Every component the app's code imports from '@chakra-ui/react'. */
function importedComponents(): Set<string> {
  const names = new Set<string>();
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
  for (const file of files) {
    const code = readFileSync(path.join(SRC, file), 'utf8');
    for (const [, list] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const item of list!.split(',')) {
        const name = item.trim().split(/\s+as\s+/)[0]!;
        if (/^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

describe('the Chakra system', () => {
  it('carries the recipe of every Chakra component the app uses', () => {
    const missing = [...importedComponents()].flatMap((name) =>
      (NEEDS[name] ?? [name[0]!.toLowerCase() + name.slice(1)])
        .filter((key) => key in recipes || key in slotRecipes)
        .filter((key) => !system.isRecipe(key) && !system.isSlotRecipe(key))
        .map((key) => `${name} needs ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('keeps the default tokens', () => {
    expect(system.token('colors.teal.600')).toBe('#0d9488');
    expect(system.token('fonts.body')).toContain('system-ui');
  });
});

/** A colour token's hex value in one colour mode, following semantic tokens to the palette. */
function hex(name: string, mode: '_light' | '_dark'): string {
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`no colour token ${name}`);
  const conditions = token.extensions.conditions as Record<string, string> | undefined;
  if (!conditions) return token.value as string;
  const value = conditions[mode] ?? conditions.base!;
  const reference = /^\{colors\.(.+)\}$/.exec(value);
  return reference ? hex(reference[1]!, mode) : hex(value, mode);
}

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(color.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('colour contrast (WCAG 1.4.3, 4.5:1 for text)', () => {
  // Solid buttons and toasts (teal buttons; success, error, warning and info toasts), subtle badges and
  // highlights, and the status texts on the page and card backgrounds.
  const palettes = ['teal', 'green', 'red', 'orange', 'blue', 'gray'];
  const pairs: Array<[text: string, background: string]> = [
    ...palettes.map((p): [string, string] => [`${p}.contrast`, `${p}.solid`]),
    ...palettes.map((p): [string, string] => [`${p}.fg`, `${p}.subtle`]),
    ...['fg', 'fg.muted', 'fg.error', 'fg.success', 'fg.warning', 'fg.info'].flatMap((text) =>
      ['bg', 'bg.subtle', 'bg.panel'].map((background): [string, string] => [text, background]),
    ),
  ];

  it('does not dim toast descriptions (white at 0.8 on the error red would be 3.6:1)', () => {
    const toast = system.getSlotRecipe('toast') as { base: { description: { opacity?: string } } };
    expect(toast.base.description.opacity).toBe('1');
  });

  for (const mode of ['_light', '_dark'] as const) {
    it(`reaches 4.5:1 for every pair the app uses (${mode.slice(1)} mode)`, () => {
      const failing = pairs
        .map(([text, background]) => ({
          text,
          background,
          ratio: contrast(hex(text, mode), hex(background, mode)),
        }))
        .filter(({ ratio }) => ratio < 4.5)
        .map(({ text, background, ratio }) => `${text} on ${background}: ${ratio.toFixed(2)}`);
      expect(failing).toEqual([]);
    });
  }
});
