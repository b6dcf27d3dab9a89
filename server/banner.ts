// What a person sees when the local stack is up: where everything runs and who can sign in.
import { DEMO_USERS } from './seed.js';
import type { StackUrls } from './stack.js';

export function stackBanner(urls: StackUrls, app?: { wbs: string; fvs: string; note: string }): string {
  const appLine = app
    ? `  App            ${app.wbs}  (FVS: ${app.fvs})  ${app.note}\n`
    : urls.app
      ? `  App            ${urls.app}  (FVS: ${urls.fvsApp})\n`
      : '  App            not served (pass --app dist to serve a build)\n';
  return `
Local stack is up:
  Auth Emulator  ${urls.emulator}
  API            ${urls.api}
  Dev outbox     ${urls.outbox}
${appLine}  Brand apps:
${urls.brandAppPages.map((p) => `    ${p.title.padEnd(24)} ${p.url}`).join('\n')}

Demo users:
${DEMO_USERS.map((u) => `  ${u.email.padEnd(22)} ${u.password}  ${u.note}`).join('\n')}

Press Ctrl-C to stop.`;
}
