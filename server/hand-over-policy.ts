// Which brand a hand-over is for, and whether that brand lets this session go there: a brand whose
// second-factor policy is `required` gets credentials only for a session that used a second factor
// (docs/operations.md "What the product backend must enforce"). The policy is the hub's own rule
// (src/domain/second-factor-policy.ts) over the same documents.
import type { FastifyRequest } from 'fastify';
import { brandDoc, currentDocuments } from './documents.js';
import { WHITE_LABEL_ORIGINS } from './config.js';
import { HttpError } from './http-error.js';
import { usedSecondFactor } from './hand-over-claims.js';
import { acceptBrandCode } from '../src/brand/resolve-brand.js';
import { secondFactorPolicy, type SecondFactorPolicy } from '../src/domain/second-factor-policy.js';
import type { BrandCode, WhiteLabelDoc } from '../src/config/types.js';

/** The code of the 403: the hub shows its catalogue text for it (flows/errors.json apiCodes). */
export const SECOND_FACTOR_REQUIRED = 'second-factor-required';

export type HandOverRoute = { Querystring: { brand?: string | string[] } };
export type HandOverRequest = FastifyRequest<HandOverRoute>;

/** The destination brand the hand-over call names (`?brand=`, a brand code of the brand folders, any case). */
export function destinationBrand(request: HandOverRequest): BrandCode {
  const value = request.query.brand;
  if (value === undefined) throw new HttpError(400, 'brand: is required');
  const known = Object.values(currentDocuments().brands).map((b) => b.brand);
  const brand = typeof value === 'string' ? acceptBrandCode(value, known) : null;
  if (!brand) throw new HttpError(400, 'brand: is not a known brand');
  return brand;
}

/** The white-label of an account host (the request's Origin), else the default one, as the hub picks it by host. */
export function whiteLabelOfOrigin(origin: string | undefined): WhiteLabelDoc {
  const whiteLabels = Object.values(currentDocuments().whiteLabels);
  const byOrigin = whiteLabels.find((wl) => origin !== undefined && WHITE_LABEL_ORIGINS[wl.id] === origin);
  const chosen = byOrigin ?? whiteLabels.find((wl) => wl.hostPrefix === null);
  if (!chosen) throw new Error('no default white-label (validate should have caught this)');
  return chosen;
}

export function brandPolicy(brand: BrandCode, whiteLabel: WhiteLabelDoc): SecondFactorPolicy {
  return secondFactorPolicy(whiteLabel, brandDoc(brand));
}

/** 403 when `brand` requires a second factor (under the caller's white-label) and the session used none. */
export function requireSecondFactorWhereRequired(brand: BrandCode, origin: string | undefined, methods: readonly string[]): void {
  if (brandPolicy(brand, whiteLabelOfOrigin(origin)) === 'required' && !usedSecondFactor(methods))
    throw new HttpError(403, 'This brand requires a sign-in with a second factor', SECOND_FACTOR_REQUIRED);
}
