import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { createShell } from './app/create-shell';
import { ShellApp } from './app/shell-app';
import { createFederationLoader } from './remotes/federation-loader';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const shell = createShell({ loader: createFederationLoader(), createRouter: createBrowserRouter });

createRoot(container).render(
  <StrictMode>
    <ShellApp {...shell} />
  </StrictMode>,
);
