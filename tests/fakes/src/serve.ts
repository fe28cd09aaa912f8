// The outside services the portal talks to, as fakes on loopback, for the end-to-end run and for trying the
// portal without network: `pnpm -F @portal/fakes serve` (ports from FAKE_BITGET_PORT, FAKE_DAWUM_PORT, FAKE_LS22_PORT).
import { startFakeBitget } from './bitget';
import { startFakeDawum } from './dawum';
import { startFakeLs22 } from './ls22';

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const fakes = await Promise.all([
  startFakeBitget({ port: port('FAKE_BITGET_PORT', 4102) }),
  startFakeDawum({ port: port('FAKE_DAWUM_PORT', 4103) }),
  startFakeLs22({ port: port('FAKE_LS22_PORT', 4104), code: process.env.FAKE_LS22_CODE }),
]);
for (const fake of fakes) console.log(`fake at ${fake.url}`);

const stop = () => void Promise.all(fakes.map((fake) => fake.close())).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
