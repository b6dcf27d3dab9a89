/**
 * Each flow's translated texts by language, as chunks (tooling/build/vite-catalogues.ts
 * textsWithTheirFlow): locale -> flow id -> its loader. Empty on the dev server and in tests,
 * where every translation is whole.
 */
declare module 'virtual:flow-translations' {
  import type { LocaleDoc } from '../config/types';
  const translations: Readonly<Record<string, Readonly<Record<string, () => Promise<{ default: LocaleDoc }>>>>>;
  export default translations;
}
