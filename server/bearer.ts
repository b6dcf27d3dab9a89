// Bearer authentication: the Authorization header must carry a Firebase ID token.
import type { IncomingMessage } from 'node:http';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { adminAuth } from './admin.js';
import { HttpError } from './http-util.js';

export async function requireBearer(req: IncomingMessage): Promise<DecodedIdToken> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  if (!match?.[1]) throw new HttpError(401, 'Missing or invalid bearer token');
  try {
    // checkRevoked: a session ended on the server (revokeRefreshTokens) is refused at once.
    return await adminAuth().verifyIdToken(match[1], true);
  } catch {
    throw new HttpError(401, 'Missing or invalid bearer token');
  }
}
