// CLI: `tsx server/main.ts [--app dist] [--verbose]` starts the local stack until Ctrl-C.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT_DIR } from './config.js';
import { stackBanner } from './banner.js';
import { startStack } from './stack.js';

const { values } = parseArgs({
  options: { app: { type: 'string' }, verbose: { type: 'boolean', default: false } },
});

const log = (line: string) => {
  // Emulator chatter only with --verbose; our own lines always.
  if (values.verbose || !line.startsWith('[emulator]')) console.log(line);
};

const stack = await startStack({ ...(values.app ? { appDist: resolve(ROOT_DIR, values.app) } : {}), log });

console.log(stackBanner(stack.urls));

let stopping = false;
const shutdown = (signal: NodeJS.Signals) => {
  if (stopping) return; // a second Ctrl-C while stopping changes nothing; stop() escalates itself
  stopping = true;
  console.log(`\n${signal}: stopping the stack...`);
  stack.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
process.on('SIGHUP', shutdown);
