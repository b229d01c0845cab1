/**
 * Project annotations of the Storybook and of the story test (shared/src/__tests__/
 * stories.test.tsx): every story renders inside the product's providers (store with a
 * signed-in session, i18n, antd theme, memory router), in the toolbar's language and role.
 * A story adjusts them under `parameters.app` (see StoryAppParameters).
 */
import type { Decorator, Loader, Preview } from '@storybook/react-webpack5';
import {
  addModuleResources,
  initI18n,
  isLanguageCode,
  LANGUAGES,
  setLanguage,
} from '@itam/shared/i18n';
import { isStoryRole, StoryProviders, type StoryAppParameters } from '@itam/shared/storybook';
import { MODULE_LOCALES } from './module-locales';

initI18n('en');
for (const [namespace, resources] of Object.entries(MODULE_LOCALES))
  addModuleResources(namespace, resources);

/**
 * The language switches in a loader, before the story renders: switching while rendering
 * would update mounted components from inside another component's render.
 */
const languageLoader: Loader = async ({ globals }) => {
  await setLanguage(isLanguageCode(globals.locale) ? globals.locale : 'en');
  return {};
};

const withProviders: Decorator = (Story, { globals, parameters }) => (
  <StoryProviders
    role={isStoryRole(globals.role) ? globals.role : 'admin'}
    {...(parameters.app as StoryAppParameters | undefined)}
  >
    <Story />
  </StoryProviders>
);

const preview: Preview = {
  decorators: [withProviders],
  loaders: [languageLoader],
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Language of the product',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((language) => ({ value: language.code, title: language.label })),
        dynamicTitle: true,
      },
    },
    role: {
      description: 'Policies of the signed-in role (what PermissionGate and permission checks see)',
      toolbar: {
        title: 'Role',
        icon: 'user',
        items: [
          { value: 'admin', title: 'Admin: every permission' },
          { value: 'viewer', title: 'Viewer: asset view only' },
          { value: 'none', title: 'No permissions' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', role: 'admin' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
