/** Every form document's rules and messages (spec 5), through the precompiled validators as the app runs them. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { RJSFSchema } from '@rjsf/utils';
import { translateErrors, equalityErrors } from '../../src/render/form/form-messages';
import { createCatalogue } from '../../src/messages/catalogue';
import { projectDocuments } from '../support/project';
import type { FormDoc } from '../../src/config/types';

const docs = projectDocuments();
const catalogue = createCatalogue(docs.messages);
const modules = import.meta.glob('../../src/generated/forms/*.validator.js', { eager: true, import: 'default' });

/** Field -> messages the person sees, schema rules and equality rules together. */
function messagesFor(formId: string, data: Record<string, unknown>): Record<string, string[]> {
  const form = docs.forms[formId] as FormDoc;
  const fns = Object.entries(modules).find(([p]) => p.endsWith(`/${formId}.validator.js`))?.[1];
  const validator = createPrecompiledValidator(fns as never, form.schema as RJSFSchema);
  const { errors } = validator.validateFormData(data, form.schema as RJSFSchema, undefined, (e) => translateErrors(e, form, catalogue));
  const out: Record<string, string[]> = {};
  for (const e of errors) {
    const field = e.name === 'required' ? String(e.params?.missingProperty) : (e.property ?? '').replace(/^\./, '');
    (out[field] ??= []).push(e.message ?? '');
  }
  for (const [field, m] of Object.entries(equalityErrors(form, data, catalogue))) (out[field] ??= []).push(m);
  return out;
}

const email = fc.constantFrom('alice@example.com', 'x@y.co');

describe('reset password form', () => {
  it('8+ characters and a matching confirmation pass; shorter gets the spec text; a mismatch gets "Passwords does not match"', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), fc.string({ maxLength: 20 }), (password, confirmedPassword) => {
        const m = messagesFor('reset-password', { password, confirmedPassword });
        if (password.length < 8) expect(m.password).toEqual(['At least 8 or more characters are required']);
        else expect(m.password).toBeUndefined();
        if (confirmedPassword !== password) expect(m.confirmedPassword).toContain('Passwords does not match');
        else expect(m.confirmedPassword).toBeUndefined();
      }),
    );
  });
});

describe('email forms (forgot password, sign-up, magic link, confirm email)', () => {
  it('a valid email passes; an invalid one gets "Invalid email", or "Enter a valid email." on the confirm screen', () => {
    fc.assert(
      fc.property(email, (e) => {
        expect(messagesFor('email', { email: e })).toEqual({});
        expect(messagesFor('confirm-email', { email: e })).toEqual({});
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,8}(@[a-z]{0,5})?$/), (bad) => {
        expect(messagesFor('email', { email: bad })).toEqual({ email: ['Invalid email'] });
        expect(messagesFor('confirm-email', { email: bad })).toEqual({ email: ['Enter a valid email.'] });
      }),
    );
    expect(messagesFor('email', {})).toEqual({ email: ['Required'] });
    expect(messagesFor('confirm-email', {})).toEqual({ email: ['Enter a valid email.'] });
  });
});

describe('one time password form', () => {
  it('exactly six digits pass; anything else gets the invalid code message', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (code) => {
        const m = messagesFor('otp', { code });
        expect(m).toEqual(/^[0-9]{6}$/.test(code) ? {} : { code: ['Invalid verification code, please try again'] });
      }),
    );
  });
});
