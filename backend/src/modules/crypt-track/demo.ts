import type { Db } from '../../db/client.js';
import { createConfigsDal } from './configs.dal.js';
import type { CryptTrackService } from './crypt-track.service.js';

/** The account the fake Bitget knows (`E2E_BITGET_ACCOUNT` of tests/fakes/src/bitget.ts; a test keeps them equal). */
export const DEMO_BITGET_ACCOUNT = {
  apiKey: 'bg_e2e0a1b2c3d4e5f6a7b8c9d0e1f2a3b4',
  apiSecret: 'e2e5ecret9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1',
  apiPassphrase: 'e2ePassphrase42',
} as const;

const DEMO_MEMBER = 'crypttrack@example.com';
export const DEMO_CONFIG_LABEL = 'Demo (Fake-Bitget)';

const isLoopback = (url: string) => {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
};

/**
 * Demo mode with BITGET_BASE_URL on loopback (the fake Bitget of README's "Outside services"): the demo member
 * crypttrack@example.com gets a configuration with the fake's account, so the tracker shows data on the first start
 * — when they have none yet and the exchange there takes its keys (a fake of other accounts does not). Answers
 * whether it made one.
 */
export async function seedDemoConfig(deps: {
  db: Db;
  service: Pick<CryptTrackService, 'createIfKeysWork'>;
  bitgetBaseUrl: string;
}): Promise<boolean> {
  if (!isLoopback(deps.bitgetBaseUrl)) return false;
  const member = await createConfigsDal(deps.db).memberByEmail(DEMO_MEMBER);
  if (!member || member.configs > 0) return false;
  return deps.service.createIfKeysWork(member.id, DEMO_CONFIG_LABEL, DEMO_BITGET_ACCOUNT);
}
