/**
 * The layer rules of eslint.config.js (issue 52): blocks and layouts ask their flow and call no
 * service; outside src/, server/ and tooling/ meet only in validate/, and studio/ and bench/ take
 * nothing from tests/. Linted as text at a path inside the room, so the real config applies.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/project';

// Only the import rule runs, without type information: the rest of lint is npm test's own.
const eslint = new ESLint({
  cwd: ROOT,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports' || ruleId === 'no-restricted-syntax',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

/** The messages of the import rules for `code` at `file` (a block of src/render unless said). */
async function importErrors(code: string, file = 'src/render/blocks/second-factors-block.tsx'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('no-restricted-')).map((m) => m.message);
}

describe('render calls no service (lint)', () => {
  it('refuses a block that imports a service to call it', async () => {
    const errors = await importErrors(
      "import { startSessionSync } from '../../services/session-sync';\nexport const f = startSessionSync;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/render calls no service/);
  });

  it('refuses a block that runs an action itself', async () => {
    const errors = await importErrors("import { runAction } from '../../actions/run-action';\nexport const f = runAction;\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/render must not import app .* or actions/);
  });

  it('allows the chunk loader and type imports', async () => {
    const errors = await importErrors(
      [
        "import { onDemand } from '../../services/on-demand';",
        "import type { SecondFactor } from '../../services/second-factor';",
        'export const f = onDemand;',
        'export type T = SecondFactor;',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('sees import() too: the app entry loading the studio, a block loading an action', async () => {
    const studio = await importErrors("export const g = () => import('../studio/gallery');\n", 'src/main.tsx');
    expect(studio).toHaveLength(1);
    expect(studio[0]).toMatch(/import\(\): shipped code .* never loads .* the studio/);
    const action = await importErrors("export const a = () => import('../../actions/registry');\n");
    expect(action).toHaveLength(1);
    expect(action[0]).toMatch(/^import\(\): render must not import/);
    expect(await importErrors("export const l = () => import('./layouts/dashboard-layout');\n", 'src/render/layout-registry.ts')).toEqual(
      [],
    );
  });
});

describe('the rooms outside src/ (lint)', () => {
  it('refuses server/ importing tooling/, statically or with import()', async () => {
    const errors = await importErrors(
      "import { shippedMessages } from '../tooling/build/vite-catalogues.js';\nexport const f = shippedMessages;\n",
      'server/email-language.ts',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/server\/ never imports tooling\//);
    const nested = await importErrors("export const g = () => import('../../tooling/cli/project-copy');\n", 'server/passkeys/options.ts');
    expect(nested).toHaveLength(1);
    expect(nested[0]).toMatch(/^import\(\): server\/ never imports tooling\//);
  });

  it('keeps validate/ out of what ships', async () => {
    const errors = await importErrors(
      "import { createAjv } from '../../validate/ajv';\nexport const f = createAjv;\n",
      'src/config/hub-config.ts',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Shipped code \(src\/\) never imports .*validate/);
  });

  it('refuses tooling/ importing server/', async () => {
    const errors = await importErrors(
      "import { startStack } from '../../server/stack.js';\nexport const f = startStack;\n",
      'tooling/cli/start.ts',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/tooling\/ never imports server\//);
  });

  it('lets both read validate/, which imports neither', async () => {
    const fromServer =
      "import { loadValidatedDocuments } from '../validate/validate-project.js';\nexport const f = loadValidatedDocuments;\n";
    expect(await importErrors(fromServer, 'server/documents.ts')).toEqual([]);
    const fromTooling = "import { createAjv } from '../../validate/ajv.js';\nexport const f = createAjv;\n";
    expect(await importErrors(fromTooling, 'tooling/build/generate.ts')).toEqual([]);
    const back = await importErrors(
      "import { DOCUMENTS } from '../server/documents.js';\nexport const f = DOCUMENTS;\n",
      'validate/validate-project.ts',
    );
    expect(back).toHaveLength(1);
    expect(back[0]).toMatch(/validate\/ is read by .*: it imports only src\//);
  });

  it('refuses studio/ and bench/ importing tests/', async () => {
    const code = "import { ROOT } from '../tests/support/project';\nexport const f = ROOT;\n";
    for (const file of ['studio/gallery-shots.ts', 'bench/bench.ts']) {
      const errors = await importErrors(code, file);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/studio\/ and bench\/ never import tests\//);
    }
    expect(
      await importErrors("import { CHROMIUM_PATH } from '../tooling/browser';\nexport const p = CHROMIUM_PATH;\n", 'bench/bench.ts'),
    ).toEqual([]);
  });
});
