/** Browser entry: derive config from the documents, build the services, render. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createHubConfig } from './app/hub-config';
import { appDocuments, assetUrl } from './config/app-documents';
import { createFirebaseAuthService } from './services/firebase-auth';
import { createApiClient } from './services/api-client';
import { createBrowserStorage } from './services/browser-storage';
import { createConsentGatedAnalytics } from './services/analytics';
import './styles.css';

const config = createHubConfig(appDocuments, import.meta.env as Record<string, string | undefined>, window.location.hostname, assetUrl);
const auth = createFirebaseAuthService(config.env.firebase);
const services = {
  auth,
  api: createApiClient(config.env.hosts.fixtureBaseUrl, auth),
  storage: createBrowserStorage(),
  analytics: createConsentGatedAnalytics(() => 'pending', null),
};

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App config={config} services={services} />
  </StrictMode>,
);
