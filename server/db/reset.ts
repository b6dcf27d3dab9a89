// `npm run db:reset`: wipes npm start's database (defaultDbDir); the next start migrates a fresh one.
import { rmSync } from 'node:fs';
import { defaultDbDir } from './data-folder.js';

const dir = defaultDbDir();
rmSync(dir, { recursive: true, force: true });
console.log(`Removed ${dir}; the next start makes an empty database there.`);
