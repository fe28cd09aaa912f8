import { composeSettings, settingsSchema } from '@portal/contract/settings';
import { ConfigError, coreConfig, coreSettings, type Config } from './config.js';
import { modules } from './modules/index.js';

// Apart from config.ts, which the modules import for its types: the composed list imports every module.

/** Every variable the backend reads: its own, then each module's in list order (README.md, Configuration). */
export const settings = composeSettings(coreSettings, modules);
const envSchema = settingsSchema(settings);

/** Reads and validates the environment. Empty variables count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const cleaned: Record<string, string> = {};
  for (const key of Object.keys(settings)) {
    const value = env[key];
    if (value !== undefined && value !== '') cleaned[key] = value;
  }
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const parts = modules.map((module) => module.settings?.config(parsed.data));
  return Object.assign(coreConfig(parsed.data as Parameters<typeof coreConfig>[0], cwd), ...parts) as Config;
}
