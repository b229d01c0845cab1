/**
 * Writes `dist/web/landing.html`, the page a first-time visitor of `/` gets (see
 * shell/src/landing/landing-loader.ts): builds the visit beacon, renders the shell's
 * public layout around the marketing landing screen (English, not signed in) with
 * react-dom/server, and composes the page from the shell's index.html: the same head
 * with the landing's title, description and styles, the rendered markup, the app's root
 * (hidden) and the loader in place of the app's script tags. `scripts/build.ts` runs it
 * after building the shell or the marketing remote, as
 * `tsx --tsconfig tsconfig.base.json scripts/build-landing.tsx` (the packages' JSX setting).
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import webpack from 'webpack';
import { WEB_DIST, createVisitBeaconConfig, withoutStartPreloads } from '@itam/shared/federation';
import { LANDING_STATIC_ID } from '@itam/shared/contracts';
import { addModuleResources, initI18n } from '@itam/shared/i18n';
import { createMemoryRouter, RouterProvider } from '@itam/shared/router';
import { BaseProviders } from '@itam/shared/ui-base';
import { createShellStore } from '../shell/src/app/create-shell-store';
import { landingLoaderScript } from '../shell/src/landing/landing-loader';
import { PublicLayout } from '../shell/src/layout/public-layout';
import HomeScreen from '../mf-marketing/src/features/landing/home-screen';
import marketingEn from '../mf-marketing/src/locales/en/marketing.json';
import marketingHi from '../mf-marketing/src/locales/hi/marketing.json';
import { repoRoot } from './lib/web-config';

export const LANDING_FILE = 'landing.html';

/** Builds the beacon; returns its public URL. */
function buildBeacon(): Promise<string> {
  return new Promise((resolve, reject) => {
    webpack(createVisitBeaconConfig(path.join(repoRoot, 'shell')), (err, stats) => {
      if (err) return reject(err);
      if (!stats || stats.hasErrors())
        return reject(new Error(stats?.toString('errors-only') ?? 'visit beacon: no stats'));
      const file = stats
        .toJson({ assets: true })
        .assetsByChunkName?.visit?.find((f) => f.endsWith('.js'));
      if (!file) return reject(new Error('visit beacon: no output file'));
      resolve(`/${file}`);
    });
  });
}

/** The landing's markup, and its hoisted styles (React 19 puts them first). */
function renderLanding(): { head: string; body: string; title: string; description: string } {
  const i18n = initI18n('en');
  addModuleResources('marketing', { en: marketingEn, hi: marketingHi });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <PublicLayout>
            <HomeScreen />
          </PublicLayout>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  const html = renderToString(
    <BaseProviders store={createShellStore()} i18n={i18n}>
      <RouterProvider router={router} />
    </BaseProviders>,
  );
  const hoisted = /^(?:<style data-precedence[^>]*>[\s\S]*?<\/style>)+/.exec(html)?.[0] ?? '';
  const t = i18n.getFixedT('en', 'marketing');
  return {
    head: hoisted,
    body: html.slice(hoisted.length),
    // As usePageMeta sets them once the app runs.
    title: `${t('screens.home.title')} | ITAM`,
    description: t('screens.home.description'),
  };
}

/** The landing page, composed from the shell's index.html. */
export function composeLanding(
  index: string,
  landing: ReturnType<typeof renderLanding>,
  beacon: string,
): string {
  const scriptTag = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
  const scripts = [...index.matchAll(scriptTag)].map((m) => m[1]!);
  if (!scripts.length) throw new Error('index.html names no script');
  if (!index.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  return (
    // The app's start hints too: the landing downloads no app until it is used.
    withoutStartPreloads(index)
      .replace(scriptTag, '')
      // React writes (and escapes) the two tags, as it does the rest of the page.
      .replace(/<title>[\s\S]*?<\/title>/, renderToStaticMarkup(<title>{landing.title}</title>))
      .replace(
        /<meta\s+name="description"[^>]*>/,
        renderToStaticMarkup(<meta name="description" content={landing.description} />),
      )
      .replace('</head>', `${landing.head}</head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="${LANDING_STATIC_ID}">${landing.body}</div><div id="root" hidden></div>` +
          `<script>${landingLoaderScript({ scripts, beacon })}</script>`,
      )
  );
}

async function main() {
  const indexFile = path.join(WEB_DIST, 'index.html');
  const index = fs.readFileSync(indexFile, 'utf8');
  const beacon = await buildBeacon();
  const page = composeLanding(index, renderLanding(), beacon);
  fs.writeFileSync(path.join(WEB_DIST, LANDING_FILE), page);
  console.log(`pre-rendered ${LANDING_FILE} (${(page.length / 1024).toFixed(1)} KiB)`);
}

if (require.main === module) {
  main().catch((err: Error) => {
    console.error(err.stack ?? err.message);
    process.exit(1);
  });
}
