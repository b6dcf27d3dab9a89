// Node module hook for the Playwright runs (registered in playwright.config.ts): `import x from
// './file.json'` without `with { type: 'json' }`, as Vite, vitest, tsx and TypeScript's
// moduleResolution "bundler" allow it (src/ and flows/ documents are imported that way). Node's
// own ESM loader refuses such an import, and Playwright's loader passes JSON through to it.
export async function resolve(specifier, context, nextResolve) {
  const result = await nextResolve(specifier, context);
  const bare = !context.importAttributes || Object.keys(context.importAttributes).length === 0;
  if (bare && result.url.startsWith('file:') && result.url.endsWith('.json')) return { ...result, importAttributes: { type: 'json' } };
  return result;
}
