/**
 * Issue 31's "email sent" states, for every flow that sends a link by email (magic link, sign-up,
 * forgot password): a clear heading, the address it went to, Resend under the same 60 s cooldown
 * as the send (spec 2), and a way back to use a different email. The magic link's is clicked
 * through in the browser (auth-flows.browser.test.ts: "the sent state"); the block runtime is the
 * same for all, so the others are held to the same documents here.
 */
import { describe, expect, it } from 'vitest';
import type { FlowBlock, FlowDoc } from '../../src/config/types';
import { projectDocuments } from '../support/project';

const docs = projectDocuments();
const SENT_TITLE = 'ui.link.sent_title';

/** Each form that goes on to an email-sent step: its flow, its step and the step it goes to. */
function sendingForms() {
  const found: { flow: FlowDoc; from: string; form: Extract<FlowBlock, { type: 'form' }>; sent: string }[] = [];
  for (const flow of Object.values(docs.flows))
    for (const [from, step] of Object.entries(flow.steps))
      for (const block of step.blocks) {
        const next = block.type === 'form' && block.onOk && 'goto' in block.onOk ? block.onOk.goto : undefined;
        if (block.type === 'form' && next && flow.steps[next]?.title === SENT_TITLE) found.push({ flow, from, form: block, sent: next });
      }
  return found;
}

describe('email sent states (issue 31)', () => {
  it('are the magic link, sign-up and forgot-password ones', () => {
    expect(
      sendingForms()
        .map((f) => f.flow.id)
        .sort(),
    ).toEqual(['forgot-password', 'magic-login', 'sign-up']);
  });

  for (const { flow, from, form, sent } of sendingForms()) {
    it(`${flow.id}: the heading, the address, Resend under the send's cooldown, and another email`, () => {
      const blocks = flow.steps[sent]!.blocks;
      const texts = blocks.flatMap((b) => (b.type === 'text' ? [docs.messages.messages[b.message] ?? ''] : []));
      expect(
        texts.some((t) => t.includes('{email}')),
        'a text names the address',
      ).toBe(true);
      const buttons = blocks.filter((b) => b.type === 'button');
      const resend = buttons.find((b) => b.action === form.action);
      expect(resend, 'Resend runs the send again').toBeDefined();
      expect(resend!.cooldown).toEqual(form.cooldown);
      expect(form.cooldown?.seconds).toBe(60);
      const back = buttons.find((b) => b.onOk && 'goto' in b.onOk && b.onOk.goto === from);
      expect(back?.label, 'a way back to the email field').toBe('ui.link.other_email');
    });
  }
});
