import { createWebpackConfig } from '@itam/shared/federation';
import {
  DEFAULT_LANGUAGE,
  DEVANAGARI_FAMILIES,
  DEVANAGARI_RANGE,
  LANGUAGE_STORAGE_KEY,
} from '@itam/shared/i18n';
import { framePaintHtml } from './src/frame/frame-paint';
import { STYLES_FILE_META } from './src/frame/styles-file';
import { SHARED_FILES_META } from './src/session/early-screen';
import { NARROW_QUERY } from './src/layout/use-sider-open';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createWebpackConfig({
    id: 'shell',
    packageDir: __dirname,
    mode: argv.mode ?? 'production',
    htmlParameters: {
      // The signed-in frame, drawn by the page before the app's code arrives.
      framePaint: framePaintHtml({
        languageKey: LANGUAGE_STORAGE_KEY,
        defaultLanguage: DEFAULT_LANGUAGE,
        fontFamilies: DEVANAGARI_FAMILIES,
        fontRange: DEVANAGARI_RANGE,
        narrowQuery: NARROW_QUERY,
      }),
    },
    stylesFileMeta: STYLES_FILE_META,
    sharedFilesMeta: SHARED_FILES_META,
  });
