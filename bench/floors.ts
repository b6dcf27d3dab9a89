/**
 * The floor pages `npm run bench` holds the app to, built in the same run (`npm run bench:profile`
 * builds the rjsf floor too, to set the app's main thread and bytes beside it):
 *  - `floor`: React + firebase/auth + a plain email/password form;
 *  - `floor_rjsf` (issue 30): the same with @rjsf/core drawing the sign-in form document.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { PLAIN_MARKDOWN_ALIAS, rjsfTrim } from '../tooling/build/vite-rjsf-trim.js';

const ROOT = resolve('.');

/** The floor: React + firebase/auth + a plain form, nothing else; held to the same "usable" as the app. */
export async function buildFloor(outDir: string, workDir: string): Promise<void> {
  const dir = join(workDir, 'floor');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>floor</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'main.tsx'),
    `import { createRoot } from 'react-dom/client';
import { initializeApp } from 'firebase/app';
import { initializeAuth, browserLocalPersistence, signInWithEmailAndPassword } from 'firebase/auth';
const auth = initializeAuth(initializeApp({ apiKey: 'k', authDomain: 'x', projectId: 'demo-floor' }), { persistence: [browserLocalPersistence] });
performance.mark('hub:identity-ready');
function App() {
  return <main><h1>Sign in</h1><form onSubmit={(e) => { e.preventDefault(); const f = new FormData(e.currentTarget); void signInWithEmailAndPassword(auth, String(f.get('email')), String(f.get('password'))); }}>
    <label>Email <input id="root_email" name="email" type="email" /></label><label>Password <input name="password" type="password" /></label><button>LOG IN</button></form></main>;
}
createRoot(document.getElementById('root')!).render(<App />);
`,
  );
  await build({
    root: dir,
    configFile: false,
    logLevel: 'error',
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    build: { outDir, emptyOutDir: true },
  });
}

/**
 * The rjsf floor (issue 30): React + firebase/auth + @rjsf/core drawing the sign-in form document
 * with the app's trimmed registry and precompiled validator (bench/variants/floor-rjsf.tsx), built
 * with the app's rjsf plugin and alias; the form's titles are its message keys' English texts.
 */
export async function buildFloorRjsf(outDir: string, { sourcemap = false } = {}): Promise<void> {
  const form = JSON.parse(readFileSync(join(ROOT, 'schemas/forms/sign-in.json'), 'utf8')) as {
    uiSchema: Record<string, { 'ui:title'?: string }>;
  };
  const { messages } = JSON.parse(readFileSync(join(ROOT, 'flows/messages.json'), 'utf8')) as { messages: Record<string, string> };
  const titles = Object.fromEntries(Object.entries(form.uiSchema).map(([field, ui]) => [field, messages[ui['ui:title'] ?? ''] ?? field]));
  await build({
    root: join(ROOT, 'bench/variants'),
    configFile: false,
    logLevel: 'error',
    plugins: [rjsfTrim()],
    resolve: { alias: PLAIN_MARKDOWN_ALIAS },
    define: { FLOOR_TITLES: JSON.stringify(titles) },
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap,
      target: 'es2022',
      rollupOptions: { input: join(ROOT, 'bench/variants/floor-rjsf.html') },
    },
  });
}
