/**
 * server/emulator-lazy-schemas.cjs, against the firebase-tools installed: its exegesis compiles the
 * Auth Emulator's schemas on first use once the hook is loaded. Fails when an upgrade of
 * firebase-tools moves or changes exegesis (the emulator would then start slowly again, and say so).
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const fromCli = createRequire(require.resolve('firebase-tools/package.json'));
type Compile = (given: object) => { lazyCompileValidationSchemas: boolean; allowMissingControllers: boolean };
const exegesisOptions = () => fromCli('exegesis/lib/options') as { compileOptions: Compile };

describe('emulator-lazy-schemas', () => {
  it("sets exegesis's lazy schema option, and keeps the options firebase-tools gives", () => {
    expect(exegesisOptions().compileOptions({}).lazyCompileValidationSchemas).toBe(false);
    const hook = require('../../server/emulator-lazy-schemas.cjs') as { compileSchemasLazily(): boolean };
    expect(hook.compileSchemasLazily()).toBe(true);
    const compiled = exegesisOptions().compileOptions({ allowMissingControllers: false });
    expect(compiled.lazyCompileValidationSchemas).toBe(true);
    expect(compiled.allowMissingControllers).toBe(false);
  });
});
