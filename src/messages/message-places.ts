/**
 * Where a catalogue text can be shown, and the {placeholder} values each place fills.
 * Pure; shared by the runtime's callers (as documentation of what they pass) and by
 * `npm run validate`, which checks each text against every place it is used.
 */

/** Values every screen text gets (titles, subtitles, text and spinner blocks): see render/use-message-params.ts. */
export const SCREEN_PARAMS = ['brand', 'userEmail', 'userPhone', 'userName', 'supportEmail', 'supportPhone'] as const;
/** Flow data a screen text may show; the flow graph check proves the step is reached after a step produced it. */
export const FLOW_DATA_PARAMS = ['email', 'phone', 'account', 'passkeyName'] as const;

export const PLACE_PARAMS = {
  /** A screen's title, subtitle, text, spinner or chip label. */
  screen: [...SCREEN_PARAMS, ...FLOW_DATA_PARAMS],
  /** A button, link, form submit, section heading, form field title/placeholder/help, nav entry, chip state. */
  label: [],
  /** A toast after an action (flow-screen.tsx fills the brand). */
  toast: ['brand'],
  /** A confirmation in place, under the block it is about (flow-screen.tsx fills the brand). */
  confirmation: ['brand'],
  /** An action's error: catalogue entries, fallbacks and the hub's own errors (run-action.ts fills the brand). */
  actionError: ['brand'],
  /** A hint added after an error. */
  hint: [],
  /** A toast the hub shows with no values (e.g. re-authenticate). */
  notice: [],
  /** A form rule's message (form-messages.ts fills the limit of min/max length). */
  formRule: ['limit'],
  /** A second factor's line on the security page (second-factors-block.tsx): its number and when it was added. */
  secondFactor: ['phone', 'date'],
  /** A line under a passkey on the security page (passkeys-block.tsx): when it was added or last used. */
  passkey: ['date'],
  /** A row of the security page's recent activity (security-events-block.tsx): what happened, how a sign-in was made, from where. */
  securityEvent: ['kind', 'method', 'browser', 'platform'],
  /** The passkeys row of the sign-in methods page (sign-in-methods-block.tsx): how many there are. */
  signInMethod: ['count'],
  /** The cooldown label of a button (form-block.tsx, button-block.tsx). */
  cooldown: ['label', 'seconds'],
  /** A button's label while it waits for the connection (action-button.tsx). */
  waiting: ['label'],
  /** The browser tab's title (app/brand-page.ts): the shown brand's name. */
  pageTitle: ['brand'],
  /** The browser tab's title with the screen's name (its heading): that name and the brand's. */
  namedPageTitle: ['page', 'brand'],
  /** A line of an email the product API sends (server/send-emails.ts): the brand and the address it goes to. */
  email: ['brand', 'email'],
  /** A security notice email (server/security-events/notices.ts): also the browser and platform it came from. */
  securityEmail: ['brand', 'email', 'browser', 'platform'],
  /** Where a person is in onboarding (flow-screen.tsx): this step's number and how many there are. */
  checklistProgress: ['step', 'steps'],
  /** The password strength meter's line (render/form/strength-meter.tsx): the level's word. */
  passwordStrength: ['level'],
} as const satisfies Record<string, readonly string[]>;

export type MessagePlace = keyof typeof PLACE_PARAMS;

/** Words for a place, in validate's messages. */
export const PLACE_NAMES: Readonly<Record<MessagePlace, string>> = {
  screen: 'a screen text',
  label: 'a label',
  toast: 'a toast',
  confirmation: 'a confirmation',
  actionError: 'an error message',
  hint: 'a hint',
  notice: 'a notice',
  waiting: 'a waiting button label',
  formRule: 'a form rule message',
  cooldown: 'a cooldown label',
  secondFactor: "a second factor's line",
  passkey: "a passkey's line",
  securityEvent: 'a recent security activity line',
  signInMethod: "a sign-in method's line",
  pageTitle: 'the page title',
  namedPageTitle: 'the page title with the screen name',
  email: 'an email line',
  securityEmail: 'a security notice email line',
  checklistProgress: 'the onboarding progress line',
  passwordStrength: 'the password strength line',
};
