import { beforeEach, describe, expect, it, vi } from 'vitest';

// The guard keeps its state in its module: each test starts from a fresh copy of it.
let guard: typeof import('../../studio/reload-guard');
beforeEach(async () => {
  vi.resetModules();
  guard = await import('../../studio/reload-guard');
});

describe('the studio page and Vite full reloads', () => {
  it('lets a reload through while it shows no project yet: a start that failed is mended by it', () => {
    const payload: { path?: string } = {};
    guard.steerReload(payload);
    expect(payload.path).toBeUndefined();
  });

  it('points every reload at another page once it shows a project, so Vite skips it', () => {
    guard.keepOnReload();
    for (const path of [undefined, '*', '/studio/studio.html']) {
      const payload: { path?: string } = path === undefined ? {} : { path };
      guard.steerReload(payload);
      expect(payload.path).toBe('/__studio-is-not-reloaded.html');
    }
  });
});
