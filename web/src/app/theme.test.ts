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
