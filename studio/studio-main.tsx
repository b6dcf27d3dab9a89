/** Entry of the brand studio page (studio/studio.html, served at /__studio by the dev server only). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Studio } from './studio';
import { steerReload } from './reload-guard';
import './studio.css';

// Once it shows a project, the studio is not reloaded when a save rewrites documents (studio/reload-guard.ts).
import.meta.hot?.on('vite:beforeFullReload', steerReload);

const root = document.getElementById('root');
if (!root) throw new Error('studio.html has no #root');
createRoot(root).render(
  <StrictMode>
    <Studio />
  </StrictMode>,
);
