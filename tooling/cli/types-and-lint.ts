/**
 * The type check (both tsconfigs, as `tsc --noEmit -p .` and `-p server` do) and ESLint, on one
 * TypeScript program per tsconfig: ESLint's type-aware rules are given the programs the type check
 * built (typescript-eslint's `programs`) instead of building their own. Run apart, the three
 * commands built the same programs three times: ~114 CPU-s of `npm test`'s (issue 24).
 * Exit 1 on any type error or lint problem; prints both as tsc and eslint would.
 */
import ts from 'typescript';
import { ESLint } from 'eslint';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const CONFIGS = ['tsconfig.json', 'server/tsconfig.json'];

function programOf(configFile: string): ts.Program {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    resolve(ROOT, configFile),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${configFile}`);
  return ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, projectReferences: parsed.projectReferences });
}

const programs = CONFIGS.map(programOf);

const host: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => ROOT,
  getNewLine: () => '\n',
};
// A file both programs hold (a server module the tests import) is reported once.
const seen = new Set<string>();
const typeErrors = programs
  .flatMap((p) => [...ts.getPreEmitDiagnostics(p)])
  .filter((d) => {
    const key = `${d.file?.fileName ?? ''}:${d.start ?? ''}:${d.code}`;
    return !seen.has(key) && seen.add(key);
  });
if (typeErrors.length > 0) process.stdout.write(ts.formatDiagnosticsWithColorAndContext(typeErrors, host));

const eslint = new ESLint({
  cwd: ROOT,
  // TypeScript files are parsed with the programs above; JavaScript ones keep their config (no types).
  overrideConfig: [{ files: ['**/*.ts', '**/*.tsx'], languageOptions: { parserOptions: { projectService: false, programs } } }],
});
const results = await eslint.lintFiles(['.']);
const lint = await (await eslint.loadFormatter('stylish')).format(results);
if (lint) process.stdout.write(lint);

const lintProblems = results.reduce((n, r) => n + r.errorCount + r.warningCount, 0);
console.log(`types-and-lint: ${typeErrors.length} type error(s), ${lintProblems} lint problem(s)`);
process.exitCode = typeErrors.length + lintProblems > 0 ? 1 : 0;
