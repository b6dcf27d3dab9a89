/** Cross-document checks of flows/errors.json: its message keys exist, its hints show, its routes exist. Pure. */
import { matchesRoute, type CrossCheck } from './cross-check.js';
import { pointerSegment as seg } from './json-pointer.js';
import { suggestion } from './suggest.js';

export function checkErrorCatalogue({ docs, fileOf, routePaths, issues, needMessage }: CrossCheck): void {
  const errorsFile = fileOf('errors');
  for (const [code, key] of Object.entries(docs.errors.identity)) needMessage(errorsFile, `/identity/${seg(code)}`, key, 'actionError');
  for (const code of Object.keys(docs.errors.hints)) {
    if (code in docs.errors.identity)
      issues.push({
        file: errorsFile,
        pointer: `/hints/${seg(code)}`,
        message: `"${code}" has its own message under identity, so its hint would never show`,
        hint: 'remove the hint, or the identity entry',
      });
  }
  for (const [status, key] of Object.entries(docs.errors.apiStatuses ?? {}))
    needMessage(errorsFile, `/apiStatuses/${status}`, key, 'actionError');
  for (const [code, key] of Object.entries(docs.errors.apiCodes ?? {}))
    needMessage(errorsFile, `/apiCodes/${seg(code)}`, key, 'actionError');
  needMessage(errorsFile, '/unknown', docs.errors.unknown, 'actionError');
  needMessage(errorsFile, '/server', docs.errors.server, 'actionError');
  needMessage(errorsFile, '/unreachableHint', docs.errors.unreachableHint, 'hint');
  for (const [code, key] of Object.entries(docs.errors.hints)) needMessage(errorsFile, `/hints/${seg(code)}`, key, 'hint');
  for (const part of ['reauthenticate', 'sessionEnded'] as const) {
    const { toast, navigate } = docs.errors[part];
    needMessage(errorsFile, `/${part}/toast`, toast, 'notice');
    if (!matchesRoute(navigate, routePaths))
      issues.push({
        file: errorsFile,
        pointer: `/${part}/navigate`,
        message: `"${navigate}" is not a route`,
        hint: suggestion(navigate, [...routePaths], 'routes'),
      });
  }
}
