/** Entry of the brand studio page (studio/studio.html, served at /__studio by the dev server only). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Studio } from './studio';
import './studio.css';

// A save rewrites files under brands/ and Vite reloads every page of the app to show them. The
// studio is not reloaded with them: it keeps what it shows (the save's diff, unsaved edits) and
// reads the saved files back through its API. Vite's client skips a full reload whose path names
// another .html page, so the studio points the reload elsewhere.
import.meta.hot?.on('vite:beforeFullReload', (payload: { path?: string }) => {
  payload.path = '/__studio-is-not-reloaded.html';
});

const root = document.getElementById('root');
if (!root) throw new Error('studio.html has no #root');
createRoot(root).render(
  <StrictMode>
    <Studio />
  </StrictMode>,
);
