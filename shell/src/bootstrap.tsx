import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady, isLanguageCode, setLanguage } from '@itam/shared/i18n';
import { createBrowserRouter } from '@itam/shared/router';
import { startTelemetry } from '@itam/shared/telemetry';
import { createShell } from './app/create-shell';
import { ShellApp } from './app/shell-app';
import { stylesFileApplied } from './frame/styles-file';
import { takeOverFrame, takeOverLanding } from './landing/take-over';
import { createFederationLoader } from './remotes/federation-loader';
import { SHELL_KIT_CONTRACT } from './remotes/kit-contract';
import { takePrefetchedManifest } from './remotes/manifest-prefetch';
import { createRemoteCatalog } from './remotes/remote-catalog';
import SHELL_ROUTES from './routes';
import { loginModalOpened } from './session/session.slice';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// Page views, errors, support chat and the web-visited call; each service only when configured.
void startTelemetry();

const catalog = createRemoteCatalog({
  shellRoutes: SHELL_ROUTES,
  initial: takePrefetchedManifest(),
});

/** A new task: the browser may paint and take input before the start goes on. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// The first screen waits for the routes (a failed read leaves the shell's own; a later
// navigation reads the file again). On a slow phone the start is three tasks, not one long
// one: the modules' evaluation (done when this runs), the shell's set-up (languages, store,
// sagas), then the first render, itself a transition that React renders in slices.
async function start() {
  await nextTask();
  const shell = createShell({
    loader: createFederationLoader(),
    catalog,
    contract: SHELL_KIT_CONTRACT,
    createRouter: createBrowserRouter,
  });
  // On the pre-rendered landing: replay what the visitor asked for before the app ran.
  takeOverLanding(container!, {
    onIntent: (intent) => {
      if (intent.type === 'login') shell.store.dispatch(loginModalOpened());
      else if (isLanguageCode(intent.language)) void setLanguage(intent.language);
    },
  });
  // The signed-in frame the served page drew (frame/frame-paint.ts) stays until a screen shows.
  takeOverFrame(container!);
  // antd reads which styles the page's styles file holds when it first renders; a page in
  // Hindi first renders with its strings (English is bundled, Hindi loads when shown).
  await Promise.all([nextTask(), stylesFileApplied(), i18nReady()]);
  const root = createRoot(container!);
  // The first render is a transition: React renders the app in slices between which the
  // browser may paint and take input, instead of one long task on a slow phone (what was
  // on the page, the pre-rendered landing, stays until the app commits).
  startTransition(() =>
    root.render(
      <StrictMode>
        <ShellApp {...shell} />
      </StrictMode>,
    ),
  );
}

void catalog.current().then(start, start);
