/**
 * What product staff do on `npm start`'s dev server, on one clean copy of the repository with its
 * own stack (tests/authoring/dev-copy.ts), in this order: the screen previews that the studio and
 * the gallery frame (suites/gallery.ts), the live check of broken documents (suites/live-check.ts),
 * then the studio, whose saves change the copy (suites/studio.ts).
 */
import { describe } from 'vitest';
import { useDevCopy } from './dev-copy';
import { galleryTests } from './suites/gallery';
import { liveCheckTests } from './suites/live-check';
import { studioTests } from './suites/studio';

const dev = useDevCopy();

describe('screen previews', () => galleryTests(dev));
describe('dev server live check', () => liveCheckTests(dev));
describe('brand studio', () => studioTests(dev));
