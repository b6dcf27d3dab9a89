/**
 * Every catalogue key the code itself uses (not read from a document), declared once with the
 * place it is shown. `MessageKey` is this list, so code cannot use an undeclared key (`tsc`),
 * and `npm run validate` fails when flows/messages.json lacks one or its text has a
 * placeholder its place never fills.
 */
import type { MessagePlace } from './message-places';

export const CODE_MESSAGE_KEYS = {
  // Layouts and chrome.
  'ui.auth.welcome': 'screen',
  'ui.dashboard.title': 'label',
  'ui.dashboard.back': 'screen',
  'ui.dashboard.sign_out': 'label',
  'ui.dashboard.sign_out_confirm': 'screen',
  'ui.dashboard.cancel': 'label',
  'ui.common.loading': 'label',
  'ui.switcher.label': 'label',
  'ui.panel.continue': 'toast',
  'ui.panel.manage': 'label',
  'ui.panel.log_out': 'label',
  'ui.crash.title': 'label',
  'ui.crash.body': 'label',
  'ui.crash.retry': 'label',
  'ui.consent.title': 'label',
  'ui.consent.settings': 'label',
  'ui.consent.question': 'label',
  'ui.consent.now_on': 'label',
  'ui.consent.now_off': 'label',
  'ui.consent.allow': 'label',
  'ui.consent.deny': 'label',
  'ui.cooldown.wait': 'cooldown',
  'ui.storage.not_kept': 'notice',
  'ui.common.busy': 'label',
  'ui.offline.notice': 'label',
  'ui.offline.wait': 'waiting',
  // Form rule messages (render/form/form-messages.ts).
  'form.required': 'formRule',
  'form.invalid_email': 'formRule',
  'form.min_length': 'formRule',
  'form.max_length': 'formRule',
  // Errors the hub raises itself (HubError) or codes it gives its own outcomes.
  'screen.app_not_ready': 'actionError',
  'screen.no_user': 'actionError',
  'screen.no_user_email': 'actionError',
  'screen.verify_email_failed_sign_in': 'actionError',
  'screen.set_password_failed': 'actionError',
  'screen.phone_validate_failed': 'actionError',
  'screen.phone_invalid': 'actionError',
  'screen.merge_refresh_failed': 'actionError',
  'screen.merge_no_email': 'actionError',
  'screen.email_link_failed': 'actionError',
  'hub.phone_invalid': 'actionError',
  'hub.no_token': 'actionError',
  'hub.email_required': 'actionError',
  'hub.no_oob_code': 'actionError',
  'hub.switch_account': 'actionError',
  'hub.phone_registered': 'actionError',
  'form.name_required': 'actionError',
  'auth.not_logged_in': 'actionError',
  'error.unknown': 'actionError',
  'error.server': 'actionError',
} as const satisfies Record<string, MessagePlace>;
