import { composeSettings, settingsSchema } from '@portal/contract/settings';
import { ConfigError, coreConfig, coreSettings, type CoreValues, type GatewayConfig } from './config.js';
import { modules } from './modules/index.js';

// Apart from config.ts, which the modules import for its types: the composed list imports every module.

/** Every variable the gateway reads: its own, then each module's in list order (README.md, Configuration). */
export const settings = composeSettings(coreSettings, modules);
const envSchema = settingsSchema(settings);

/** Reads and validates the environment (zod), reporting every problem at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  const given: Record<string, string> = {};
  for (const name of Object.keys(settings)) {
    const value = env[name]?.trim();
    if (value) given[name] = value;
  }
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const parts = modules.map((module) => module.settings?.config(parsed.data));
  return Object.assign(coreConfig(parsed.data as CoreValues), ...parts) as GatewayConfig;
}
