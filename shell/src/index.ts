import { prefetchRemotesManifest } from './remotes/manifest-prefetch';
import { preloadRemoteEntry, startEarlySession } from './session/early-start';

// The routes are in remotes.json: read it while the app's code downloads. A signed-in
// visitor's session check starts now too, and the entry of the remote serving the address
// downloads as soon as the routes are known.
const signedIn = startEarlySession();
const manifest = prefetchRemotesManifest();
if (signedIn)
  manifest.then(
    (read) => preloadRemoteEntry(read, location.pathname),
    () => undefined,
  );
import('./bootstrap');
