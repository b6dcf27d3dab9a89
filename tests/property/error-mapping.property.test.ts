import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normaliseError, serverErrorMessage } from '../../src/errors/normalise-error';
import { ApiError, HubError } from '../../src/errors/hub-error';
import { createCatalogue } from '../../src/messages/catalogue';
import { placeholdersOf, formatMessage, MESSAGE_PARAMS } from '../../src/messages/format-message';
import { projectDocuments } from '../support/project';
import spec from '../fixtures/spec-section-8.json';

const docs = projectDocuments();
const errors = docs.errors;
const catalogue = createCatalogue(docs.messages);
const texts = new Set(Object.values(docs.messages.messages));
const identityError = (code: string, message = `Firebase: Error (${code}).`) => Object.assign(new Error(message), { code });
const catalogued = Object.keys(errors.identity);
const fallbackKeys = Object.keys(docs.messages.messages).filter((k) => k.startsWith('screen.') && placeholdersOf(docs.messages.messages[k]!).length === 0);

describe('error catalogue (spec 8)', () => {
  it('has every one of the 15 identity codes, each with the spec text word for word', () => {
    // The spec's 15, plus the hub's own outage code.
    expect([...catalogued].sort()).toEqual(Object.keys(spec.identity).sort());
    for (const [code, text] of Object.entries(spec.identity)) {
      expect(normaliseError(identityError(code), errors, catalogue).message).toBe(text);
    }
  });

  it('holds every screen message, toast and form message of the spec word for word', () => {
    for (const text of spec.texts) expect(texts.has(text), text).toBe(true);
  });

  it('a catalogued code wins over any fallback; aliases map to their target', () => {
    fc.assert(
      fc.property(fc.constantFrom(...catalogued), fc.option(fc.constantFrom(...fallbackKeys), { nil: undefined }), (code, fallback) => {
        expect(normaliseError(identityError(code), errors, catalogue, fallback).message).toBe(catalogue.t(errors.identity[code]!));
      }),
    );
    for (const [alias, target] of Object.entries(errors.aliases)) {
      expect(normaliseError(identityError(alias), errors, catalogue, 'screen.login_failed').message).toBe(catalogue.t(errors.identity[target]!));
    }
  });

  it('other identity codes show the caller fallback, else the error\'s own message', () => {
    const unknownCode = fc.stringMatching(/^[a-z]{3,12}(-[a-z]{2,8}){0,2}$/).map((s) => `auth/${s}`).filter((c) => !(c in errors.identity) && !(c in errors.aliases) && !errors.userCancelled.includes(c));
    fc.assert(
      fc.property(unknownCode, fc.string({ minLength: 1, maxLength: 60 }), fc.constantFrom(...fallbackKeys), (code, own, fallback) => {
        expect(normaliseError(identityError(code, own), errors, catalogue, fallback).message).toBe(catalogue.t(fallback));
        expect(normaliseError(identityError(code, own), errors, catalogue).message).toBe(own);
      }),
    );
  });

  it('non-identity errors give the fallback or "An unknown error occurred."', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant(undefined), fc.string().map((m) => new Error(m))), fc.option(fc.constantFrom(...fallbackKeys), { nil: undefined }), (thrown, fallback) => {
        const expected = fallback ? catalogue.t(fallback) : 'An unknown error occurred.';
        expect(normaliseError(thrown, errors, catalogue, fallback).message).toBe(expected);
      }),
    );
  });

  it('user-cancelled errors are silent', () => {
    for (const code of errors.userCancelled) {
      const n = normaliseError(identityError(code), errors, catalogue, 'screen.google_login_failed');
      expect(n.cancelled).toBe(true);
      expect(n.message).toBe('');
    }
  });

  it('the server helper: body message below 500, else the generic text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), fc.option(fc.string({ minLength: 1, maxLength: 80 }), { nil: null }), (status, body) => {
        const generic = 'Something went wrong, please contact support or try again later.';
        const expected = status < 500 && body ? body : generic;
        expect(serverErrorMessage(status, body, catalogue, errors.server)).toBe(expected);
        // Through the normaliser the server text wins; without it, the fallback, then the generic text.
        const viaNormaliser = normaliseError(new ApiError(status, body), errors, catalogue, 'screen.login_failed').message;
        expect(viaNormaliser).toBe(status < 500 && body ? body : 'Failed to log in, please contact support.');
        expect(normaliseError(new ApiError(status, body), errors, catalogue).message).toBe(expected);
      }),
    );
  });

  it('hub errors show their own catalogue message', () => {
    expect(normaliseError(new HubError('auth.not_logged_in'), errors, catalogue).message).toBe('User is not logged in after Firebase SDK is initialized');
  });
});

describe('message catalogue', () => {
  it('every placeholder of every message is one the runtime fills, and filling leaves no braces', () => {
    const params = Object.fromEntries(MESSAGE_PARAMS.map((p) => [p, `<${p}>`]));
    for (const [key, text] of Object.entries(docs.messages.messages)) {
      for (const p of placeholdersOf(text)) expect(MESSAGE_PARAMS, `${key} uses {${p}}`).toContain(p);
      expect(formatMessage(text, params)).not.toMatch(/\{[a-zA-Z]+\}/);
    }
  });

  it('formatMessage fills any values and never leaves a placeholder behind', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), (brand, email) => {
        const out = formatMessage('Hi {brand}, mail {email}; {brand}', { brand, email });
        expect(out).toBe(`Hi ${brand}, mail ${email}; ${brand}`);
      }),
    );
    expect(formatMessage('at {supportEmail}', {})).toBe('at ');
  });
});
