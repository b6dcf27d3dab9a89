/**
 * Stands in for @rjsf/utils' shallowAllOfMerge (tooling/build/vite-rjsf-trim.ts), and with it the
 * @x0k/json-schema-merge library: validate refuses `allOf` in form schemas (validate/form-parts.ts).
 */
export default function shallowAllOfMerge(): never {
  throw new Error('a form schema uses allOf, which this build leaves out (npm run validate says so)');
}
