/**
 * `npm start`: the whole product locally with demo data: Auth Emulator, product API with its
 * dev outbox, demo brand apps, and the app itself from Vite's dev server (WBS on localhost,
 * FVS on fvs.localhost). Ctrl-C stops everything.
 */
import { createServer } from 'vite';
import { startStack } from './stack.js';
import { stackBanner } from './banner.js';

const log = (line: string) => {
  if (!line.startsWith('[emulator]')) console.log(line);
};
const stack = await startStack({ log });
let vite: Awaited<ReturnType<typeof createServer>> | undefined;
try {
  vite = await createServer({ mode: 'stack', server: { host: 'localhost', port: 5173, strictPort: true } });
  await vite.listen();
} catch (error) {
  console.error(error);
  await stack.stop();
  process.exit(1);
}
console.log(
  stackBanner(stack.urls, { wbs: 'http://localhost:5173/sign-in', fvs: 'http://fvs.localhost:5173/sign-in', note: '(Vite dev server)' }),
);

let stopping = false;
const shutdown = (signal: NodeJS.Signals): void => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping...`);
  void (async () => {
    await vite?.close().catch(() => undefined);
    await stack.stop();
    process.exit(0);
  })();
};
for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(s, shutdown);
