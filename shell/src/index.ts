import { prefetchRemotesManifest } from './remotes/manifest-prefetch';

// The routes are in remotes.json: read it while the app's code downloads.
prefetchRemotesManifest();
import('./bootstrap');
