import { stylesFileApplied } from './frame/styles-file';
import { prefetchRemotesManifest } from './remotes/manifest-prefetch';
import { companyModulesOf, preloadRemoteEntry, startEarlySession } from './session/early-start';

// The routes are in remotes.json: read it while the app's code downloads. A signed-in
// visitor's session check starts now too, and once both have answered, the entry of the
// remote serving the address downloads (when the company has that module).
const session = startEarlySession();
const manifest = prefetchRemotesManifest();
if (session)
  Promise.all([manifest, session.answer]).then(
    ([read, answer]) => preloadRemoteEntry(read, location.pathname, companyModulesOf(answer)),
    () => undefined,
  );
// antd's styles file, asked for once the page has painted, while the code downloads.
void stylesFileApplied();
// The app's own code from a task of its own: asking for its ~30 chunks is the start-up's
// largest step, kept apart from this script's run so neither blocks a slow phone for long.
setTimeout(() => void import('./bootstrap'), 0);
