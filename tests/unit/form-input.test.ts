// Handlers get their form input typed from schemas/forms/ (src/generated/form-data.ts, written by
// `npm run generate`). The expectTypeOf lines are checked by `tsc --noEmit -p .`; vitest runs the rest.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FormId, FormInput } from '../../src/generated/form-data';
import { formDataModule } from '../../tooling/build/generate';
import { type signInWithPassword } from '../../src/actions/auth/sign-in-with-password';
import { type completeEmailLink } from '../../src/actions/auth/complete-email-link';
import { type saveName } from '../../src/actions/account/profile';
import { type logout } from '../../src/actions/auth/logout';
import { ACTION_CONTRACTS } from '../../src/actions/contracts';
import { projectDocuments } from '../support/project';

type InputOf<A extends { run(ctx: never): unknown }> = Parameters<A['run']>[0] extends { input: infer I } ? I : never;

describe('form input types', () => {
  it('required fields are strings, the others string | undefined, and nothing else is readable', () => {
    expectTypeOf<FormInput['sign-in']>().toEqualTypeOf<{ email: string; password: string }>();
    expectTypeOf<FormInput['email-password']>().toEqualTypeOf<{ email: string; password?: string; confirmedPassword?: string }>();
    expectTypeOf<FormInput['change-password']>().toEqualTypeOf<{ oldPassword?: string; newPassword: string; confirmedPassword: string }>();
  });

  it('a handler gets the data of the forms it declares', () => {
    expectTypeOf<InputOf<typeof signInWithPassword>>().toEqualTypeOf<FormInput['sign-in']>();
    // Two forms: one or the other (the profile form has a photo URL, the name form does not).
    expectTypeOf<InputOf<typeof saveName>>().toEqualTypeOf<FormInput['name'] | FormInput['profile']>();
    // Also run on entry, with no form: then no field has a value.
    expectTypeOf<InputOf<typeof completeEmailLink>['email']>().toEqualTypeOf<string | undefined>();
    // No form: nothing to read.
    expectTypeOf<keyof InputOf<typeof logout>>().toEqualTypeOf<never>();
  });
});

describe('src/generated/form-data.ts', () => {
  const { forms } = projectDocuments();

  it('has every form of schemas/forms/, and its text does not depend on the order forms were read in', () => {
    const text = formDataModule(forms);
    for (const id of Object.keys(forms))
      expect(text).toContain(`  ${JSON.stringify(id)}: Declared<FromSchema<(typeof formSchemas)[${JSON.stringify(id)}]>>;`);
    expect(formDataModule(Object.fromEntries(Object.entries(forms).reverse()))).toBe(text);
  });

  it('every form an action declares is a form of schemas/forms/', () => {
    const declared = Object.values(ACTION_CONTRACTS).flatMap((c) => c.forms);
    expect(declared.filter((id) => !Object.hasOwn(forms, id))).toEqual([]);
    expectTypeOf(declared).toEqualTypeOf<FormId[]>();
  });
});
