/**
 * An optional last step of `npm run gallery`: when pngquant is installed (a local tool for the
 * design pass's pictures, `apt-get install pngquant`; never needed by CI or the tests), each shot is
 * quantized in place to a 256-colour palette, so a 1280 px shot keeps under the 80 KB that
 * docs/design-pass.md's pictures keep to (130-180 KB as drawn, 50-70 KB quantized). Without it,
 * the shots stay as drawn.
 */
import { spawnSync } from 'node:child_process';

let found: boolean | undefined;

/** Whether pngquant can be run (asked once). */
export function pngquantFound(): boolean {
  found ??= spawnSync('pngquant', ['--version'], { stdio: 'ignore' }).status === 0;
  return found;
}

/** Quantizes the PNG at path in place when pngquant is there; false when it is not (or it failed: the shot stays as drawn). */
export function quantizeShot(path: string): boolean {
  if (!pngquantFound()) return false;
  const run = spawnSync('pngquant', ['--speed', '1', '--strip', '--force', '--output', path, '256', path], { stdio: 'ignore' });
  return run.status === 0;
}
