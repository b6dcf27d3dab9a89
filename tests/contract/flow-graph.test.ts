/**
 * `npm run validate` walks every flow graph against the action contracts. Each case breaks
 * one real flow document the way a person editing JSON might, and expects the problem named
 * at its file and pointer; the untouched project passes.
 */
import { describe, expect, it } from 'vitest';
import { checkFlowGraph, type GraphContext } from '../../src/flow/flow-graph';
import { ACTION_CONTRACTS } from '../../src/actions/registry';
import type { FlowDoc } from '../../src/config/types';
import { projectDocuments } from '../support/project';

const docs = projectDocuments();
const ctx = (file: string, contracts = ACTION_CONTRACTS): GraphContext => ({
  file,
  contracts,
  forms: docs.forms,
  messages: docs.messages.messages,
  identityCodes: Object.keys(docs.errors.identity),
  userFields: ['displayName', 'email', 'phoneNumber', 'photoURL'],
});
const flow = (id: string): FlowDoc => structuredClone(docs.flows[id]!);

describe('flow graphs against action contracts', () => {
  it('every project flow passes', () => {
    for (const [id, f] of Object.entries(docs.flows)) expect(checkFlowGraph(f, ctx(`flows/${id}.json`)), id).toEqual([]);
  });

  it('an onCode key the action never ends with is named, with the nearest real code', () => {
    const f = flow('login');
    const enter = f.steps.signingIn!.enter!;
    enter.onCode = { 'hub.email_requird': { goto: 'confirmEmail' } };
    const issues = checkFlowGraph(f, ctx('flows/login.json'));
    expect(issues).toContainEqual(expect.objectContaining({ pointer: '/steps/signingIn/enter/onCode/hub.email_requird', hint: expect.stringContaining('did you mean "hub.email_required"') }));
  });

  it('a prefill field the form does not have is named', () => {
    const f = flow('profile');
    const form = f.steps.profile!.blocks.find((b) => b.type === 'form' && b.form === 'profile');
    if (form?.type !== 'form') throw new Error('profile has no profile form');
    form.prefill = { nmae: 'displayName' };
    expect(checkFlowGraph(f, ctx('flows/profile.json'))).toContainEqual(expect.objectContaining({ pointer: expect.stringMatching(/^\/steps\/profile\/blocks\/\d+\/prefill\/nmae$/), hint: expect.stringContaining('did you mean "name"') }));
  });

  it('a read without a producer on every path is named (the merge that could not finish)', () => {
    // As it was: Send OTP kept the number only for its own merge, and "different credential"
    // on Verify OTP led to the merge without it.
    const contracts = {
      ...ACTION_CONTRACTS,
      'account.sendLinkCode': { ...ACTION_CONTRACTS['account.sendLinkCode']!, produces: ['phoneConfirmation' as const] },
      'account.verifyLinkCode': { ...ACTION_CONTRACTS['account.verifyLinkCode']!, reads: ['phoneConfirmation' as const], codes: { 'hub.phone_registered': [] } },
    };
    const issues = checkFlowGraph(flow('profile'), ctx('flows/profile.json', contracts));
    expect(issues).toContainEqual(expect.objectContaining({ pointer: '/steps/merge/blocks/0/message', message: expect.stringContaining('needs "phone"') }));
    expect(issues).toContainEqual(expect.objectContaining({ pointer: '/steps/merge/blocks/1/action', message: expect.stringContaining('"account.sendMergeCode" needs "phone"') }));
  });

  it('an unreachable step is named', () => {
    const f = flow('sign-up');
    f.steps.orphan = { blocks: [{ type: 'text', message: 'ui.sign_up.intro' }] };
    expect(checkFlowGraph(f, ctx('flows/sign-up.json'))).toContainEqual(expect.objectContaining({ pointer: '/steps/orphan', message: 'step "orphan" can never be reached' }));
  });

  it('a form without a field its action reads is named', () => {
    const f = flow('sign-in');
    const form = Object.values(f.steps).flatMap((s) => s.blocks).find((b) => b.type === 'form');
    if (form?.type !== 'form') throw new Error('sign-in has no form');
    form.form = 'email';
    expect(checkFlowGraph(f, ctx('flows/sign-in.json'))).toContainEqual(expect.objectContaining({ message: expect.stringContaining('reads the field "password", which form "email" does not have') }));
  });
});
