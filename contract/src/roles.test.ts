import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROLE_NAMES } from './roles.js';

describe('role names', () => {
  it('are the values of the SDL enum RoleName', () => {
    const sdl = readFileSync(new URL('../../schema/users.graphql', import.meta.url), 'utf8');
    const body = /enum RoleName \{([^}]*)\}/.exec(sdl)?.[1] ?? '';
    expect(body.split(/\s+/).filter(Boolean)).toEqual([...ROLE_NAMES]);
  });
});
