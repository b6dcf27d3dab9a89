// A page's list (second factors, passkeys, security activity) says "loading", not nothing, while its
// read runs again after the person's own call failed at a form field (issue 56 item 4).
import { describe, expect, it } from 'vitest';
import { listReadFailed } from '../../src/render/blocks/read-list';

describe('listReadFailed', () => {
  it('a failure at a field is the person’s call, not the list’s read', () => {
    expect(listReadFailed({ error: 'Invalid phone number', fieldError: { field: 'phone', text: 'Invalid phone number', seq: 3 } })).toBe(
      false,
    );
  });

  it('a failure of the step itself is the list’s read; no failure is none', () => {
    expect(listReadFailed({ error: 'Could not load', fieldError: null })).toBe(true);
    expect(listReadFailed({ error: 'Could not load' })).toBe(true);
    expect(listReadFailed({ error: null, fieldError: null })).toBe(false);
  });
});
