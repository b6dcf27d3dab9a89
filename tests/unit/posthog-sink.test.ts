// Spec 9: analytics persists in local storage and a cookie, and session recording masks every input.
import { describe, expect, it, vi } from 'vitest';

const init = vi.fn();
const capture = vi.fn();
vi.mock('posthog-js', () => ({ default: { init, capture, opt_in_capturing: vi.fn(), opt_out_capturing: vi.fn() } }));

const { createPosthogSink } = await import('../../src/services/posthog-sink');

describe('posthog sink', () => {
  it('starts posthog-js with input masking and local storage + cookie persistence, then sends what was queued', async () => {
    const sink = createPosthogSink({ key: 'phc_test', host: 'https://ph.example' });
    const enabling = sink.enable();
    sink.capture('logout', { reason: 'user' });
    await enabling;
    expect(init).toHaveBeenCalledTimes(1);
    const [key, options] = init.mock.calls[0] as [string, Record<string, unknown>];
    expect(key).toBe('phc_test');
    expect(options.api_host).toBe('https://ph.example');
    expect(options.persistence).toBe('localStorage+cookie');
    expect(options.session_recording).toMatchObject({ maskAllInputs: true });
    expect(capture).toHaveBeenCalledWith('logout', { reason: 'user' });
  });
});
