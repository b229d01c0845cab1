import { stylesFileApplied } from './frame/styles-file';
import { prefetchRemotesManifest } from './remotes/manifest-prefetch';
import { startFirstScreen } from './session/early-screen';
import { startEarlySession } from './session/early-start';

// The routes are in remotes.json: read it while the app's code downloads. A signed-in
// visitor's session check starts now too, and once both have answered, the first screen
// of the address (when the company has its module) downloads and its first data requests
// leave (session/early-screen.ts).
const session = startEarlySession();
const manifest = prefetchRemotesManifest();
if (session)
  Promise.all([manifest, session.answer]).then(
    ([read, answer]) => startFirstScreen(read, location, answer),
    () => undefined,
  );
// antd's styles file, asked for once the page has painted, while the code downloads.
void stylesFileApplied();
// The app's own code from a task of its own: asking for its ~30 chunks is the start-up's
// largest step, kept apart from this script's run so neither blocks a slow phone for long.
setTimeout(() => void import('./bootstrap'), 0);
