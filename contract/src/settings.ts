/**
 * Settings: the environment variables a service reads, each declared once beside the code that uses it (name,
 * schema, default, meaning). The service's config composes the declarations of its core and of every module; the
 * configuration tables in README.md are generated from the same declarations (`pnpm docs:config`).
 */
import { z } from 'zod';

/** One environment variable. */
export interface Setting<Schema extends z.ZodType = z.ZodType> {
  /** Parses the variable's text (optional when the variable has no default). */
  schema: Schema;
  /** The text used when the variable is unset, parsed like a given one. */
  default?: string;
  /** README's default when it is not `default` as written (worked out at start, or a path on this machine). */
  defaultNote?: string;
  /** One short line for README. */
  meaning: string;
  /** The value is a secret (README marks it). */
  secret?: boolean;
}

export type Settings = Record<string, Setting>;

/** The parsed value of every variable. */
export type SettingValues<S extends Settings> = { [K in keyof S]: z.output<S[K]['schema']> };

/** Declares settings, keeping each one's schema type. */
export const defineSettings = <const S extends Settings>(settings: S): S => settings;

/** A module's settings and the part of its service's config it makes of their values. */
export interface ModuleSettings<S extends Settings = Settings, Config = unknown> {
  variables: S;
  config(values: SettingValues<S>): Config;
}

export const defineModuleSettings = <const S extends Settings, Config>(
  variables: S,
  config: (values: SettingValues<S>) => Config,
): ModuleSettings<S, Config> => ({ variables, config });

/** A service's variables: its own, then each module's in list order; a name declared twice is an error. */
export function composeSettings(core: Settings, modules: readonly { settings?: ModuleSettings }[]): Settings {
  const all: Settings = { ...core };
  for (const [name, setting] of modules.flatMap((m) => Object.entries(m.settings?.variables ?? {}))) {
    if (name in all) throw new Error(`${name} is declared twice`);
    all[name] = setting;
  }
  return all;
}

/** What a module's settings make: the part of the config its env.ts registers in its service's ModuleConfigs. */
export type ConfigOf<M> = M extends ModuleSettings<Settings, infer Config> ? Config : never;

/** The config parts of every module as one object type (`{dawum: A, ls22: B}` → `A & B`). */
export type MergedConfigs<Configs> = (
  Configs[keyof Configs] extends infer Part ? (Part extends unknown ? (part: Part) => void : never) : never
) extends (part: infer All) => void
  ? All
  : never;

/** One zod object of the settings: an unset variable takes its default. */
export function settingsSchema<S extends Settings>(settings: S) {
  const shape = Object.fromEntries(
    Object.entries(settings).map(([name, s]) => [
      name,
      s.default === undefined ? s.schema : s.schema.prefault(s.default),
    ]),
  );
  return z.object(shape) as unknown as z.ZodObject<{ [K in keyof S]: z.ZodType<SettingValues<S>[K]> }>;
}

/** A markdown cell: pipes escaped, one line. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

/** README's table of the settings, one row per variable (unaligned; prettier aligns it). */
export function settingsTable(settings: Settings): string {
  const rows = Object.entries(settings).map(([name, s]) => {
    const fallback = s.defaultNote ?? (s.default ? `\`${s.default}\`` : '–');
    const variable = s.secret ? `\`${name}\` (secret)` : `\`${name}\``;
    return `| ${variable} | ${cell(fallback)} | ${cell(s.meaning)} |`;
  });
  return ['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
}
