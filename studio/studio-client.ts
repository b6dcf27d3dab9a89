/** The studio page's calls to the dev server (studio/vite-studio.ts). */
import { STUDIO_API, type StudioDraft, type StudioIssue, type StudioProject } from './studio-wire';

async function call<T>(path: string, body?: unknown): Promise<{ status: number; data: T }> {
  const res = await fetch(
    `${STUDIO_API}${path}`,
    body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  const data = (await res.json().catch(() => ({ error: `the dev server answered ${res.status} without JSON` }))) as T;
  return { status: res.status, data };
}

const failure = (data: unknown, status: number): Error =>
  new Error((data as { error?: string }).error ?? `the dev server answered ${status}`);

export async function loadProject(): Promise<StudioProject> {
  const { status, data } = await call<StudioProject>('/project');
  if (status !== 200) throw failure(data, status);
  return data;
}

export async function checkDraft(draft: StudioDraft): Promise<StudioIssue[]> {
  const { status, data } = await call<{ issues: StudioIssue[] }>('/check', draft);
  if (status !== 200) throw failure(data, status);
  return data.issues;
}

export type SaveOutcome = { ok: true; saved: string[]; diff: string } | { ok: false; issues: StudioIssue[] };

export async function saveDraft(draft: StudioDraft): Promise<SaveOutcome> {
  const { status, data } = await call<{ saved: string[]; diff: string; issues: StudioIssue[] }>('/save', draft);
  if (status === 200) return { ok: true, saved: data.saved, diff: data.diff };
  if (status === 422) return { ok: false, issues: data.issues };
  throw failure(data, status);
}

export async function createBrand(args: {
  folder: string;
  name?: string;
  whiteLabels?: string[];
}): Promise<{ code: string; files: string[]; diff: string }> {
  const { status, data } = await call<{ code: string; files: string[]; diff: string }>('/new-brand', args);
  if (status !== 200) throw failure(data, status);
  return data;
}
