/**
 * One Storybook for the whole product: the kit's stories (shared/src) and every remote's
 * (mf-*\/src), each imported from package source, never through Module Federation.
 * `pnpm storybook` (dev, :6006) and `pnpm build-storybook` (static, storybook-static/).
 * The kit's `@itam/shared/*` exports are TypeScript source: webpack resolves them through
 * package.json `exports` and the swc addon compiles them, as in the product's builds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-webpack5';

const root = fileURLToPath(new URL('..', import.meta.url));

function hasStories(dir: string): boolean {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .some((entry) =>
      entry.isDirectory()
        ? entry.name !== 'node_modules' && hasStories(path.join(dir, entry.name))
        : entry.name.endsWith('.stories.tsx'),
    );
}

/**
 * Every remote package with stories, found on disk so that a new one is collected without
 * editing this file (a running `pnpm storybook` sees a remote's first story after a restart).
 */
const remotes = fs
  .readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
  .map((entry) => entry.name)
  .filter(
    (dir) => fs.existsSync(path.join(root, dir, 'src')) && hasStories(path.join(root, dir, 'src')),
  )
  .sort();

/** `mf-exit-signoff` → `Exit signoff`: the sidebar group of a remote's stories. */
const groupOf = (dir: string) => {
  const words = dir.replace(/^mf-/, '').replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const config: StorybookConfig = {
  stories: [
    { directory: '../shared/src', files: '**/*.stories.tsx', titlePrefix: 'Kit' },
    ...remotes.map((dir) => ({
      directory: `../${dir}/src`,
      files: '**/*.stories.tsx',
      titlePrefix: groupOf(dir),
    })),
  ],
  addons: [
    '@storybook/addon-webpack5-compiler-swc',
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
  ],
  framework: { name: '@storybook/react-webpack5', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  webpackFinal: async (webpackConfig) => {
    // The static build runs in CI on 2 cores: the minifier (terser-webpack-plugin, one
    // worker per core by default) gets one worker beside webpack's own thread.
    for (const minimizer of webpackConfig.optimization?.minimizer ?? []) {
      const options = (minimizer as { options?: { parallel?: boolean | number } } | null)?.options;
      if (options && 'parallel' in options) options.parallel = 1;
    }
    return {
      ...webpackConfig,
      performance: { hints: false },
    };
  },
};

export default config;
