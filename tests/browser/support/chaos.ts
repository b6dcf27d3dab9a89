/**
 * Seeded failure injection for the chaos runs: a share of the identity and API requests a page
 * sends fail (connection refused, 500, 503 with and without a body, an HTML error page,
 * malformed JSON) or are delayed by up to 3 s. The same seed makes the same choices.
 */
import type { BrowserContext, Request, Route } from 'playwright-core';
import { escapeRegExp } from '../../support/messages';
import { API, EMULATOR } from '../../support/local-stack';

export type Fault = 'refused' | 'status-500' | 'status-503-body' | 'status-503-empty' | 'html-502' | 'malformed-json' | 'delay';
export const FAULTS: readonly Fault[] = [
  'refused',
  'status-500',
  'status-503-body',
  'status-503-empty',
  'html-502',
  'malformed-json',
  'delay',
];

export interface Injection {
  fault: Fault;
  url: string;
  delayMs?: number;
}

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Requests the hub sends to the identity service (emulator) and the product API. */
const TARGET = new RegExp(
  `^(${escapeRegExp(EMULATOR)}/(identitytoolkit|securetoken)\\.googleapis\\.com/|${escapeRegExp(API)}/(public/)?api/)`,
);

export class Chaos {
  readonly injected: Injection[] = [];
  /** Every targeted request, as method + path, in order (to count what each click sent). */
  readonly sent: string[] = [];
  private paused = false;
  private readonly random: () => number;

  constructor(
    readonly seed: number,
    /** Each journey draws its own sequence from the seed. */
    stream: string,
    /** Share of targeted requests that get a fault (a delay counts as one). */
    readonly rate = 0.35,
  ) {
    let h = seed >>> 0;
    for (const c of stream) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
    this.random = seededRandom(h);
  }

  /** Lets every request through (set-up, and a step that failed too often) until resumed. */
  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
  }

  async attach(context: BrowserContext): Promise<void> {
    await context.route(TARGET, (route) => this.handle(route));
  }

  private async handle(route: Route): Promise<void> {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fallback();
    this.sent.push(describeRequest(request));
    if (this.paused || this.random() >= this.rate) return route.fallback();
    const fault = FAULTS[Math.floor(this.random() * FAULTS.length)]!;
    const delayMs = fault === 'delay' ? Math.round(200 + this.random() * 2800) : undefined;
    this.injected.push({ fault, url: describeRequest(request), ...(delayMs ? { delayMs } : {}) });
    if (fault === 'delay') {
      await new Promise((r) => setTimeout(r, delayMs));
      return route.fallback();
    }
    if (fault === 'refused') return route.abort('connectionrefused');
    return route.fulfill(answer(fault, request));
  }
}

/** The answer a failing gateway or server gives; CORS-readable, so the page sees the answer itself. */
function answer(
  fault: Exclude<Fault, 'refused' | 'delay'>,
  request: Request,
): { status: number; headers: Record<string, string>; body: string } {
  const headers: Record<string, string> = { 'access-control-allow-origin': request.headers()['origin'] ?? '*', vary: 'Origin' };
  switch (fault) {
    case 'status-500':
      return { status: 500, headers: { ...headers, 'content-type': 'text/plain' }, body: 'Internal Server Error' };
    case 'status-503-body':
      return {
        status: 503,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'Service temporarily unavailable' }),
      };
    case 'status-503-empty':
      return { status: 503, headers, body: '' };
    case 'html-502':
      return {
        status: 502,
        headers: { ...headers, 'content-type': 'text/html' },
        body: '<!doctype html><html><body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>',
      };
    case 'malformed-json':
      return { status: 200, headers: { ...headers, 'content-type': 'application/json' }, body: '{"kind": "identitytoolkit#' };
  }
}

/** Method, path and the JSON body's field names: "POST /v1/accounts:resetPassword {oobCode,newPassword}". */
export function describeRequest(request: Request): string {
  let fields = '';
  try {
    const body: unknown = request.postDataJSON();
    if (body && typeof body === 'object') fields = ` {${Object.keys(body).join(',')}}`;
  } catch {
    /* no JSON body */
  }
  return `${request.method()} ${new URL(request.url()).pathname}${fields}`;
}
