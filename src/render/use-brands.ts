/**
 * Brands a part of the page needs (the brand shown, which HubProvider asks for; the applications
 * page: every brand of the white-label), at hand at once in Node and the studio, fetched in the
 * browser when not yet here (issue 57). True once they all are; a chunk that cannot load reaches
 * the crash screen, whose Try again reloads.
 */
import { useEffect, useState } from 'react';
import type { BrandCode } from '../config/types';
import type { BrandShelf } from '../config/brand-shelf';

export function useBrands(shelf: BrandShelf, codes: readonly BrandCode[]): boolean {
  const missing = shelf.missing(codes);
  const [, setArrived] = useState(0);
  const [failed, setFailed] = useState<Error | null>(null);
  if (failed) throw failed;
  const key = missing.join(' ');
  useEffect(() => {
    if (!key) return;
    let live = true;
    shelf.load(key.split(' ')).then(
      () => live && setArrived((n) => n + 1),
      (error: unknown) => live && setFailed(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      live = false;
    };
  }, [shelf, key]);
  return missing.length === 0;
}
