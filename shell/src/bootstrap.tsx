import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from '@itam/shared/router';
import { startTelemetry } from '@itam/shared/telemetry';
import { createShell } from './app/create-shell';
import { ShellApp } from './app/shell-app';
import { createFederationLoader } from './remotes/federation-loader';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// Page views, errors, support chat and the web-visited call; each service only when configured.
void startTelemetry();

const shell = createShell({ loader: createFederationLoader(), createRouter: createBrowserRouter });

createRoot(container).render(
  <StrictMode>
    <ShellApp {...shell} />
  </StrictMode>,
);
