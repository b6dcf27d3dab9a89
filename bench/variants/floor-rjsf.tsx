/**
 * Bench floor `floor_rjsf` (bench/bench.ts, issue 30): the least the chosen stack costs for
 * /sign-in. React, firebase/auth and @rjsf/core drawing the sign-in form document
 * (schemas/forms/sign-in.json) with the app's trimmed registry (the rjsfTrim build plugin) and its
 * precompiled validator, nothing else: no catalogue, no flow runtime, no brand, no pre-render.
 * The field titles are the English texts of the document's message keys, put in by the bench at
 * build time (FLOOR_TITLES), so the catalogue stays out.
 */
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, initializeAuth, signInWithEmailAndPassword } from 'firebase/auth';
import signInForm from '../../schemas/forms/sign-in.json';
import validators from '../../src/generated/forms/sign-in.validator.js';

declare const FLOOR_TITLES: Record<string, string>;

const auth = initializeAuth(initializeApp({ apiKey: 'k', authDomain: 'x', projectId: 'demo-floor' }), {
  persistence: [browserLocalPersistence],
});
performance.mark('hub:identity-ready');

const schema = signInForm.schema as RJSFSchema;
const validator = createPrecompiledValidator(validators, schema);
const uiSchema: UiSchema = Object.fromEntries(
  Object.entries(signInForm.uiSchema).map(([field, ui]) => [field, { ...ui, 'ui:title': FLOOR_TITLES[field] }]),
);

function App() {
  return (
    <main>
      <h1>Sign in</h1>
      <Form
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        showErrorList={false}
        noHtml5Validate
        onSubmit={({ formData }) => {
          const { email, password } = formData as { email: string; password: string };
          void signInWithEmailAndPassword(auth, email, password);
        }}
      >
        <button type="submit">LOG IN</button>
      </Form>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
