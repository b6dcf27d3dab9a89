/**
 * `npm run validate` walks every flow graph against the action contracts. Each case breaks
 * one real flow document the way a person editing JSON might, and expects the problem named
 * at its file and pointer; the untouched project passes.
 */
import { describe, expect, it } from 'vitest';
import { checkFlowGraph, type GraphContext } from '../../validate/flow-graph';
import { ACTION_CONTRACTS } from '../../src/actions/contracts';
import { EXTERNAL_BRAND_LOGIN } from '../../src/actions/action-context';
import type { FlowDoc } from '../../src/config/types';
import { projectDocuments } from '../support/project';

const docs = projectDocuments();
const ctx = (file: string, contracts = ACTION_CONTRACTS): GraphContext => ({
  file,
  contracts,
  forms: docs.forms,
  messages: docs.messages.messages,
  identityCodes: [...Object.keys(docs.errors.identity), ...Object.keys(docs.errors.hints)],
});
const flow = (id: string): FlowDoc => structuredClone(docs.flows[id]!);

describe('flow graphs against action contracts', () => {
  it('an action names where it may send the person: route paths of routes.json or the brand login, and only the hand-over and the way to the deletion page do', () => {
    const routes = projectDocuments().routes.routes.map((r) => r.path);
    const choosing = Object.entries(ACTION_CONTRACTS).filter(([, c]) => c.navigates.length > 0);
    expect(choosing.map(([name]) => name)).toEqual(['account.openDeletion', 'api.handOver']);
    for (const [, c] of choosing) for (const place of c.navigates) expect([...routes, EXTERNAL_BRAND_LOGIN]).toContain(place);
  });

  it('every project flow passes', () => {
    for (const [id, f] of Object.entries(docs.flows)) expect(checkFlowGraph(f, ctx(`flows/${id}.json`)), id).toEqual([]);
  });

  it('an onCode key the action never ends with is named, with the nearest real code', () => {
    const f = flow('login');
    const enter = f.steps.signingIn!.enter!;
    enter.onCode = { 'hub.email_requird': { goto: 'confirmEmail' } };
    const issues = checkFlowGraph(f, ctx('flows/login.json'));
    expect(issues).toContainEqual(
      expect.objectContaining({
        pointer: '/steps/signingIn/enter/onCode/hub.email_requird',
        hint: expect.stringContaining('did you mean "hub.email_required"'),
      }),
    );
  });

  it('a prefill field the form does not have is named', () => {
    const f = flow('profile');
    // The profile is rows (issue 56 item 14): the name row's own form holds the name field.
    const form = f.steps.profile!.blocks.find((b) => b.type === 'form' && b.form === 'name');
    if (form?.type !== 'form') throw new Error('profile has no name form');
    form.prefill = { nmae: 'displayName' };
    expect(checkFlowGraph(f, ctx('flows/profile.json'))).toContainEqual(
      expect.objectContaining({
        pointer: expect.stringMatching(/^\/steps\/profile\/blocks\/\d+\/prefill\/nmae$/),
        hint: expect.stringContaining('did you mean "name"'),
      }),
    );
  });

  it('a read without a producer on every path is named (the merge that could not finish)', () => {
    // As it was: Send OTP kept the number only for its own merge, and "different credential"
    // on Verify OTP led to the merge without it.
    const contracts = {
      ...ACTION_CONTRACTS,
      'account.sendLinkCode': { ...ACTION_CONTRACTS['account.sendLinkCode']!, produces: ['phoneConfirmation' as const] },
      'account.verifyLinkCode': {
        ...ACTION_CONTRACTS['account.verifyLinkCode']!,
        reads: ['phoneConfirmation' as const],
        codes: { 'hub.phone_registered': [] },
      },
    };
    const issues = checkFlowGraph(flow('profile'), ctx('flows/profile.json', contracts));
    expect(issues).toContainEqual(
      expect.objectContaining({ pointer: '/steps/merge/blocks/0/message', message: expect.stringContaining('needs "phone"') }),
    );
    expect(issues).toContainEqual(
      expect.objectContaining({
        pointer: '/steps/merge/blocks/1/action',
        message: expect.stringContaining('"account.sendMergeCode" needs "phone"'),
      }),
    );
  });

  it('an unreachable step is named', () => {
    const f = flow('sign-up');
    f.steps.orphan = { blocks: [{ type: 'text', message: 'ui.sign_up.intro' }] };
    expect(checkFlowGraph(f, ctx('flows/sign-up.json'))).toContainEqual(
      expect.objectContaining({ pointer: '/steps/orphan', message: 'step "orphan" can never be reached' }),
    );
  });

  /** The sign-in flow's first step alone, with its form block (blocks/0) and its Google button (blocks/2) as given (no second-factor codes). */
  const signIn = (form: string, formAction: string, buttonAction = 'auth.signInWithGoogle'): FlowDoc => {
    const f = flow('sign-in');
    const credentials = f.steps.credentials!;
    f.steps = { credentials };
    const [formBlock, , button] = credentials.blocks;
    if (formBlock?.type !== 'form' || button?.type !== 'button') throw new Error('sign-in changed: credentials has no form and button');
    formBlock.form = form;
    formBlock.action = formAction;
    delete formBlock.onCode;
    button.action = buttonAction;
    delete button.onCode;
    return f;
  };

  it('a form the action does not read is named, with the form it reads', () => {
    expect(checkFlowGraph(signIn('email', 'auth.signInWithPassword'), ctx('flows/sign-in.json'))).toContainEqual({
      file: 'flows/sign-in.json',
      pointer: '/steps/credentials/blocks/0/form',
      message: 'action "auth.signInWithPassword" does not read form "email": it reads "sign-in"',
      hint: 'put its form "sign-in" here, or use an action that reads "email"',
    });
  });

  // The old check compared field names only: the sign-in form has the email field these read, so
  // it let each binding through, and each handler's typed input would be a lie.
  it('a form with the fields but not one the action declares is named', () => {
    const issues = checkFlowGraph(signIn('sign-in', 'api.sendMagicLinkEmail'), ctx('flows/sign-in.json'));
    expect(issues).toEqual([
      expect.objectContaining({
        pointer: '/steps/credentials/blocks/0/form',
        message: 'action "api.sendMagicLinkEmail" does not read form "sign-in": it reads "email"',
      }),
    ]);
  });

  it('an action that reads no form, bound to a form, is named', () => {
    const issues = checkFlowGraph(signIn('sign-in', 'auth.signInWithGoogle'), ctx('flows/sign-in.json'));
    expect(issues).toEqual([
      expect.objectContaining({
        pointer: '/steps/credentials/blocks/0/form',
        message: 'action "auth.signInWithGoogle" does not read form "sign-in": it reads no form',
        hint: expect.stringContaining('from a button'),
      }),
    ]);
  });

  it('an action that needs a form, run by a button or on entry, is named', () => {
    const issues = checkFlowGraph(signIn('sign-in', 'auth.signInWithPassword', 'auth.signInWithPassword'), ctx('flows/sign-in.json'));
    expect(issues).toEqual([
      expect.objectContaining({
        pointer: '/steps/credentials/blocks/2/action',
        message: 'action "auth.signInWithPassword" needs the data of form "sign-in", so it runs only from a form block',
      }),
    ]);
    const f = flow('login');
    f.steps.signingIn!.enter!.action = 'auth.verifySecondFactorCode';
    expect(checkFlowGraph(f, ctx('flows/login.json'))).toContainEqual(
      expect.objectContaining({
        pointer: '/steps/signingIn/enter/action',
        message: expect.stringContaining('needs the data of form "otp"'),
      }),
    );
  });

  it('an action that may run without its form runs on entry too (the email link completed from the query)', () => {
    expect(ACTION_CONTRACTS['auth.completeEmailLink']).toMatchObject({ forms: ['confirm-email'], withoutForm: true });
    // And a link email resent from its sent step, to the address the form gave.
    expect(ACTION_CONTRACTS['api.sendMagicLinkEmail']).toMatchObject({ forms: ['email'], withoutForm: true, mayRead: ['email'] });
    expect(checkFlowGraph(flow('login'), ctx('flows/login.json'))).toEqual([]);
  });

  it('a prefill into a field that is not text is named (a locked value skips the form validator)', () => {
    const forms = structuredClone(docs.forms);
    // The photo row's own form holds photoURL since the profile became rows (issue 56 item 14).
    (forms.photo!.schema.properties as Record<string, { type: string }>).photoURL!.type = 'boolean';
    const issues = checkFlowGraph(flow('profile'), { ...ctx('flows/profile.json'), forms });
    expect(issues).toEqual([
      expect.objectContaining({
        pointer: expect.stringMatching(/^\/steps\/profile\/blocks\/\d+\/prefill\/photoURL$/),
        message: 'field "photoURL" of form "photo" is not a text field, so a property of the signed-in user cannot fill it',
      }),
    ]);
  });
});
