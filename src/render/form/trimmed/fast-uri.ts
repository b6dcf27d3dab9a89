/**
 * Stands in for fast-uri inside @rjsf/utils (tooling/build/vite-rjsf-trim.ts): rjsf needs it only to
 * resolve `$ref`/`$id`, which validate refuses in form schemas (validate/form-parts.ts).
 */
const leftOut = (): never => {
  throw new Error('a form schema uses $ref or $id, which this build leaves out (npm run validate says so)');
};
export default { resolve: leftOut, equal: leftOut, parse: leftOut, serialize: leftOut, normalize: leftOut };
