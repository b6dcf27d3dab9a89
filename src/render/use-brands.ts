/**
 * Brands a part of the screen lists (the applications page: every brand of the white-label), at
 * hand at once in Node and the studio, fetched in the browser when not yet here (issue 57).
 * True once they all are; a chunk that cannot load reaches the crash screen, whose Try again reloads.
 */
import { useEffect, useState } from 'react';
import type { BrandCode } from '../config/types';
import { useHub } from './hub-context';

export function useBrands(codes: readonly BrandCode[]): boolean {
  const shelf = useHub().config.brandShelf;
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
