import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { RJSFSchema } from '@rjsf/utils';
import signInValidators from '../../src/generated/forms/sign-in.validator.js';
import { translateErrors, equalityErrors } from '../../src/render/form/form-messages';
import { createCatalogue } from '../../src/messages/catalogue';
import { projectDocuments } from '../support/project';
import type { FormDoc } from '../../src/config/types';

const docs = projectDocuments();
const catalogue = createCatalogue(docs.messages);
const signIn = docs.forms['sign-in'] as FormDoc;
const validator = createPrecompiledValidator(signInValidators, signIn.schema as RJSFSchema);

/** Field -> messages, as the person sees them under each field. */
function messagesFor(data: Record<string, unknown>): Record<string, string[]> {
  const { errors } = validator.validateFormData(data, signIn.schema as RJSFSchema, undefined, (e) => translateErrors(e, signIn, catalogue));
  const out: Record<string, string[]> = {};
  for (const e of errors) {
    const field = e.name === 'required' ? String(e.params?.missingProperty) : (e.property ?? '').replace(/^\./, '');
    (out[field] ??= []).push(e.message ?? '');
  }
  return out;
}

const validEmail = fc.constantFrom('alice@example.com', 'a.b+c@sub.example.org', 'x@y.co');
const invalidEmail = fc.oneof(
  fc.constantFrom('alice', 'alice@', '@example.com', 'a b@example.com', 'alice@example'),
  fc.stringMatching(/^[a-z]{1,10}$/),
);

describe('sign-in form (spec 5)', () => {
  it('a valid email and a password of 6+ characters pass', () => {
    fc.assert(
      fc.property(validEmail, fc.string({ minLength: 6, maxLength: 64 }), (email, password) => {
        expect(messagesFor({ email, password })).toEqual({});
      }),
    );
  });

  it('a password under 6 characters gets the default message (no custom one)', () => {
    fc.assert(
      fc.property(validEmail, fc.string({ minLength: 1, maxLength: 5 }), (email, password) => {
        expect(messagesFor({ email, password })).toEqual({ password: ['String must contain at least 6 character(s)'] });
      }),
    );
  });

  it('an invalid email gets "Invalid email"; missing fields get "Required"', () => {
    fc.assert(
      fc.property(invalidEmail, (email) => {
        expect(messagesFor({ email, password: 'Password1!' })).toEqual({ email: ['Invalid email'] });
      }),
    );
    expect(messagesFor({})).toEqual({ email: ['Required'], password: ['Required'] });
  });
});

describe('cross-field equality rules', () => {
  const form = {
    id: 'x',
    schema: { type: 'object', properties: {} },
    uiSchema: {},
    equal: [{ field: 'confirmedPassword', equals: 'password', message: 'form.passwords_does_not_match' }],
  } as unknown as FormDoc;
  it("report the rule's message exactly when the values differ", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const out = equalityErrors(form, { password: a, confirmedPassword: b }, catalogue);
        expect(out).toEqual(a === b ? {} : { confirmedPassword: 'Passwords does not match' });
      }),
    );
  });
});
