/**
 * Loaded into the Firebase CLI (`node --require`, server/emulator.ts): the Auth Emulator compiles
 * the JSON schema of each API call on its first use instead of all of them at start. The emulator
 * builds its API with exegesis, which has this option (`lazyCompileValidationSchemas`) but
 * firebase-tools does not set it, so every start compiled ~all of Identity Toolkit's schemas
 * with ajv: 8 of the start's 9 CPU-s, 6 s of its wall time, paid by each `npm start`, each test
 * stack and the bench. Requests are validated the same; only when the compiling happens changes.
 * If exegesis is not where or what it was, the emulator starts as before.
 */
'use strict';
const { createRequire } = require('node:module');

function compileSchemasLazily() {
  const fromCli = createRequire(require.resolve('firebase-tools/package.json'));
  const options = fromCli('exegesis/lib/options');
  const compile = options.compileOptions;
  if (typeof compile !== 'function') return false;
  options.compileOptions = (given) => compile({ ...given, lazyCompileValidationSchemas: true });
  return true;
}

let applied;
try {
  applied = compileSchemasLazily();
} catch {
  applied = false;
}
if (!applied) process.stderr.write('emulator-lazy-schemas: exegesis has changed; the Auth Emulator compiles its schemas at start\n');
module.exports = { compileSchemasLazily };
