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

export class CaptureStore {
  private events: CapturedEvent[] = [];

  add(url: string, contentType: string | undefined, body: Buffer): void {
    this.events.push({ url, contentType: contentType ?? null, ...encode(body), receivedAt: new Date().toISOString() });
    if (this.events.length > 1000) this.events.shift();
  }

  list(): CapturedEvent[] {
    return [...this.events];
  }

  clear(): void {
    this.events = [];
  }
}
