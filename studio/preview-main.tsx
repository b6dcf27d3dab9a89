/**
 * Entry of the brand preview (/__preview, what the studio frames) and the gallery (/__gallery):
 * studio/preview.html, served by the dev server only (studio/vite-studio.ts). The app's own entry
 * (src/main.tsx) knows nothing of either, so nothing of the studio can reach the build.
 */
import { createRoot } from 'react-dom/client';
import { splitCredentials } from '../src/domain/link-credentials';
import '../src/styles.css';

// As the app does first: credentials leave the address bar (the preview's plan keeps its own).
const landing = splitCredentials(window.location.href);
if (landing.credentials.params.size > 0) window.history.replaceState(window.history.state, '', landing.shown);

const root = document.getElementById('root');
if (!root) throw new Error('preview.html has no #root');
if (window.location.pathname === '/__gallery') void import('./gallery').then(({ Gallery }) => createRoot(root).render(<Gallery />));
else void import('./preview').then(({ startPreview }) => startPreview(root));
