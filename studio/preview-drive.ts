/**
 * Brings a drawn scene to its state the way a person would: sends the forms and presses the
 * buttons of the scene's moves (the services answer each as planned), presses a layout button,
 * shows the scene's toast, then waits until the page is still.
 */
import type { ConfigDocuments, FlowStep, FormDoc } from '../src/config/types';
import type { Scene, Stay } from './screen-list';
import { DEMO_EMAIL } from './preview-answers';
import type { ToastGate } from '../src/render/toasts';

export interface DriveContext {
  docs: ConfigDocuments;
  /** The catalogue's text for a key (labels are found by their words). */
  text: (key: string) => string;
  /** False once a newer render replaced this one: stop. */
  alive: () => boolean;
  /** The drawn page's toasts: the scene's toast is raised where the hub raises its own (below the masthead on a phone). */
  toasts: ToastGate;
}

class Stale extends Error {}

const POLL_MS = 40;
const WAIT_MS = 10000;
/** sonner 1.7's toast entry transition (400 ms), with a margin. */
const SONNER_ENTRY_MS = 450;

/** Polls find until it returns something. */
async function waitFor<T>(find: () => T | null | undefined, alive: () => boolean, what: string): Promise<T> {
  const until = Date.now() + WAIT_MS;
  for (;;) {
    if (!alive()) throw new Stale();
    const found = find();
    if (found) return found;
    if (Date.now() > until) throw new Error(`preview: ${what} did not appear`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/** Values a person would type, by field name or format. */
function sampleFor(name: string, schema: { format?: string; type?: string } | undefined): string | null {
  if (name === 'phone') return '0412 000 111';
  if (name === 'code') return '123456';
  if (/password/i.test(name)) return 'Preview-pass-1';
  if (name === 'name') return 'Alex Example';
  if (name === 'photoURL') return null;
  if (name === 'email' || schema?.format === 'email') return DEMO_EMAIL;
  return schema?.type === 'string' ? 'Preview' : null;
}

/** Sets an input the way typing does, so React's onChange sees it. */
function type(input: HTMLInputElement, value: string): void {
  // React tracks the value it set; the prototype's setter makes the change one it notices.
  const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  descriptor?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Where a step's blocks are drawn: the open dialog for a dialog step, else the page outside dialogs. */
function scopeOf(doc: Document, step: FlowStep) {
  const dialog = step.dialog === true ? doc.querySelector('dialog[open]') : null;
  const within = <E extends Element>(selector: string): E[] =>
    step.dialog === true
      ? [...(dialog?.querySelectorAll<E>(selector) ?? [])]
      : [...doc.querySelectorAll<E>(selector)].filter((el) => !el.closest('dialog'));
  return within;
}

const buttonLabelled = (buttons: HTMLButtonElement[], label: string) => buttons.find((b) => b.textContent?.trim() === label && !b.disabled);

/** The form of a step's block: a row's form once its row is opened, as a person opens it (issue 56 item 14); else the nth form of those always drawn. */
async function formOf(doc: Document, step: FlowStep, blockIndex: number, form: FormDoc, ctx: DriveContext): Promise<HTMLFormElement> {
  const block = step.blocks[blockIndex];
  const row = block && 'row' in block ? block.row : undefined;
  if (row !== undefined) {
    const panel = () => doc.getElementById(`hub-row-${row}-panel`);
    if (!panel())
      (await waitFor(() => doc.querySelector<HTMLButtonElement>(`.hub-row[data-row="${row}"] button`), ctx.alive, `row ${row}`)).click();
    return waitFor(() => panel()?.querySelector<HTMLFormElement>('form.hub-form') ?? null, ctx.alive, `form ${form.id}`);
  }
  const nth = step.blocks.slice(0, blockIndex).filter((b) => b.type === 'form' && !('row' in b && b.row)).length;
  return waitFor(() => scopeOf(doc, step)<HTMLFormElement>('form.hub-form:not(.hub-row__panel form)')[nth], ctx.alive, `form ${form.id}`);
}

async function sendForm(
  doc: Document,
  step: FlowStep,
  blockIndex: number,
  form: FormDoc,
  ctx: DriveContext,
  typed: Readonly<Record<string, string>> = {},
): Promise<Element> {
  const el = await formOf(doc, step, blockIndex, form, ctx);
  const props = (form.schema as { properties?: Record<string, { format?: string; type?: string }> }).properties ?? {};
  for (const [name, schema] of Object.entries(props)) {
    // Only fields typed into: a widget drawn otherwise (the factor choice's one option is a <p>)
    // keeps the value the form gave it.
    const input = el.querySelector(`[id="root_${name}"]`);
    const value = typed[name] ?? sampleFor(name, schema);
    if (input instanceof HTMLInputElement && !input.disabled && value !== null) type(input, value);
  }
  // The form re-renders with the typed values before it is sent.
  await new Promise((r) => setTimeout(r, POLL_MS));
  const submit = await waitFor(
    () => el.querySelector<HTMLButtonElement>('button[type="submit"]:not([disabled])'),
    ctx.alive,
    `${form.id} submit`,
  );
  submit.click();
  return el;
}

async function pressButton(doc: Document, step: FlowStep, label: string, ctx: DriveContext): Promise<Element> {
  const button = await waitFor(
    () => buttonLabelled(scopeOf(doc, step)<HTMLButtonElement>('button'), label),
    ctx.alive,
    `button "${label}"`,
  );
  button.click();
  return button;
}

/**
 * Waits until the step a move leads to is drawn: the block used is replaced (steps key their
 * blocks), or, for a dialog opened over the step, the dialog is open.
 */
async function stepLeft(doc: Document, used: Element, toDialog: boolean, ctx: DriveContext): Promise<void> {
  await waitFor(
    () => !used.isConnected || (toDialog && !used.closest('dialog') && doc.querySelector('dialog[open]') !== null),
    ctx.alive,
    'the next step',
  );
}

/**
 * Waits until a move that stays on its step has said so there: its form's field marked invalid,
 * or the confirmation line under its block (issue 56 items 4, 9, 15).
 */
async function stayShown(doc: Document, used: Element, stays: Stay, ctx: DriveContext): Promise<void> {
  await waitFor(
    () => (stays === 'field' ? used.querySelector('[aria-invalid="true"]') : doc.querySelector('.hub-text--confirmed')),
    ctx.alive,
    stays === 'field' ? 'the field error' : 'the confirmation',
  );
}

/** Resolves once the page has not changed for a moment (or after a few seconds of constant change). */
function stillness(doc: Document, quietMs = 200, maxMs = 6000): Promise<void> {
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(cap);
      resolve();
    };
    const observer = new MutationObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(done, quietMs);
    });
    observer.observe(doc.body, { subtree: true, childList: true, attributes: true, characterData: true });
    quiet = setTimeout(done, quietMs);
    const cap = setTimeout(done, maxMs);
  });
}

/** Waits until the screen's parts and forms have loaded, nothing moves, and fonts and images have loaded. */
async function settle(doc: Document, ctx: DriveContext): Promise<void> {
  // A part still on its way shows the app's Loading... (a Suspense fallback) and changes nothing
  // while its chunk loads, which can outlast a moment of stillness on a busy dev server: the
  // gallery once pictured the profile as Loading....
  const loadingText = ctx.text('ui.common.loading');
  const partsLoading = () => [...doc.querySelectorAll('.hub-progress')].some((p) => p.textContent?.trim() === loadingText);
  await waitFor(() => !partsLoading() && !doc.querySelector('.hub-form-loading'), ctx.alive, 'the screen (still loading)');
  await stillness(doc);
  await waitFor(() => !partsLoading(), ctx.alive, 'the screen (still loading)');
  await doc.fonts.ready;
  const loading = [...doc.images].filter((img) => !img.complete);
  if (loading.length === 0) return;
  await Promise.all(
    loading.map(
      (img) =>
        new Promise((r) => {
          img.addEventListener('load', r, { once: true });
          img.addEventListener('error', r, { once: true });
        }),
    ),
  );
  await stillness(doc, 100);
}

/**
 * Waits until a step that reads something as it is entered (a list, by its enter action) shows it
 * read: no "Loading..." on the page. A person's call made while the read runs goes first and the
 * read runs again after it, clearing what the call said (issue 56: the second-factor page's field
 * error, reached in a frame whose page had not loaded the list's code yet, never appeared).
 */
async function stepRead(doc: Document, step: FlowStep, ctx: DriveContext): Promise<void> {
  if (!step.enter) return;
  const loadingText = ctx.text('ui.common.loading');
  await waitFor(
    () => ![...doc.querySelectorAll('.hub-progress, .hub-text')].some((el) => el.textContent?.trim() === loadingText),
    ctx.alive,
    "the step's list (still loading)",
  );
}

/** Makes the scene's moves, presses and toast; false when a newer render took over meanwhile. */
export async function driveScene(doc: Document, scene: Scene, toastText: string | null, ctx: DriveContext): Promise<boolean> {
  try {
    const flow = ctx.docs.flows[scene.flow];
    for (const [i, move] of scene.moves.entries()) {
      const step = flow?.steps[move.step];
      if (!step || move.trigger === 'enter') continue; // enter actions run by themselves
      const block = step.blocks[move.trigger];
      const form = block?.type === 'form' ? ctx.docs.forms[block.form] : undefined;
      await stepRead(doc, step, ctx);
      let used: Element | undefined;
      if (block?.type === 'form' && form) used = await sendForm(doc, step, move.trigger, form, ctx, move.typed);
      else if (block?.type === 'button') used = await pressButton(doc, step, ctx.text(block.label), ctx);
      // A passkey's row opens its dialog: the first row's button (the scene's answers list passkeys).
      else if (block?.type === 'passkeys') used = await pressButton(doc, step, ctx.text(block.manage), ctx);
      // A second factor's Remove opens its dialog: the listed factor's (the demo account has one).
      else if (block?.type === 'secondFactors') used = await pressButton(doc, step, ctx.text(block.remove), ctx);
      const next = scene.moves[i + 1]?.step ?? scene.step;
      const last = i === scene.moves.length - 1;
      if (used && last && scene.stays) await stayShown(doc, used, scene.stays, ctx);
      else if (used) await stepLeft(doc, used, next !== null && flow?.steps[next]?.dialog === true, ctx);
    }
    // A scene reached by an enter action (the step runs it by itself): its page is still while the
    // action's spinner shows, so wait for the target step's own heading (a loaded dev server is slow).
    const target = scene.step === null ? undefined : flow?.steps[scene.step];
    if (scene.moves.at(-1)?.trigger === 'enter' && target?.title && !target.dialog) {
      const words = ctx.text(target.title).split('{')[0]!.trim();
      await waitFor(() => [...doc.querySelectorAll('h1, h2')].some((h) => h.textContent?.includes(words)), ctx.alive, 'the step');
    }
    // Each move's answer arrives after a tick; the target step is drawn once the page is still.
    if (scene.press || toastText !== null) await settle(doc, ctx);
    if (scene.press) await pressButton(doc, { blocks: [] }, ctx.text(scene.press), ctx); // a layout button, outside dialogs
    if (toastText !== null) {
      await waitFor(() => doc.querySelector('section[aria-label^="Notifications"]'), ctx.alive, 'the toaster');
      const { raise } = await import('../src/render/toaster');
      // The hub's own raise (src/render/toaster.tsx), placed as the hub places it, in the scene's
      // tone, kept up until the picture is taken.
      raise(toastText, { tone: scene.toast?.tone, duration: Infinity }, ctx.toasts.top);
      await new Promise((r) => setTimeout(r, SONNER_ENTRY_MS)); // its entry is a CSS transition: no DOM change to wait on
    }
    await settle(doc, ctx);
    return ctx.alive();
  } catch (e) {
    if (e instanceof Stale) return false;
    throw e;
  }
}
