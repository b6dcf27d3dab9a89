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

/**
 * One parse of each file for both programs: the server program's files are nearly all in the app
 * program too (151 of 155: the tests import the server), and so are the declaration files both read.
 * Both tsconfigs parse with the same settings, so a parsed file (and its binding, which the
 * checker does once per file) serves both; each program still checks its files under its own options.
 */
const sourceFiles = new Map<string, ts.SourceFile | undefined>();
const sharedHost = (options: ts.CompilerOptions): ts.CompilerHost => {
  const host = ts.createCompilerHost(options);
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, version, onError, fresh) => {
    const settings = typeof version === 'object' ? version : { languageVersion: version };
    const key = `${fileName}|${settings.languageVersion}|${String(settings.impliedNodeFormat)}`;
    if (fresh || !sourceFiles.has(key)) sourceFiles.set(key, parse(fileName, version, onError, fresh));
    return sourceFiles.get(key);
  };
  return host;
};

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
  return ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
    host: sharedHost(parsed.options),
  });
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
