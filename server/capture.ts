// PostHog-compatible capture sink: keeps raw bodies so tests can inspect analytics later.
export interface CapturedEvent {
  url: string;
  contentType: string | null;
  /** utf8 text, or base64 when the body is binary (e.g. gzip-js compressed batches). */
  encoding: 'utf8' | 'base64';
  body: string;
  receivedAt: string;
}

export const CAPTURE_PATHS: ReadonlySet<string> = new Set(['/capture', '/capture/', '/e', '/e/', '/i/v0/e', '/i/v0/e/']);

const utf8 = new TextDecoder('utf-8', { fatal: true });

function encode(body: Buffer): Pick<CapturedEvent, 'encoding' | 'body'> {
  try {
    return { encoding: 'utf8', body: utf8.decode(body) };
  } catch {
    return { encoding: 'base64', body: body.toString('base64') };
  }
}

/**
 * What the store keeps, the oldest dropped first: enough for any test run, and bounded however much
 * is posted (each body is at most 1 MiB, the API's capture body limit).
 */
export const CAPTURE_KEPT = { events: 1000, bytes: 16 * 1024 * 1024 } as const;

export class CaptureStore {
  private events: Array<CapturedEvent & { bytes: number }> = [];
  private bytes = 0;

  add(url: string, contentType: string | undefined, body: Buffer): void {
    this.events.push({ url, contentType: contentType ?? null, ...encode(body), receivedAt: new Date().toISOString(), bytes: body.length });
    this.bytes += body.length;
    // The newest is always kept, even alone.
    while (this.events.length > 1 && (this.events.length > CAPTURE_KEPT.events || this.bytes > CAPTURE_KEPT.bytes))
      this.bytes -= this.events.shift()!.bytes;
  }

  list(): CapturedEvent[] {
    return this.events.map(({ bytes: _bytes, ...event }) => event);
  }

  clear(): void {
    this.events = [];
    this.bytes = 0;
  }
}
