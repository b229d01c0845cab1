/**
 * `@itam/shared/storybook`: the providers and sessions of the product's Storybook
 * (.storybook/preview.tsx) and of the story test. Development only: not a Module
 * Federation shared module, never imported by product code.
 */
export {
  StoryProviders,
  type StoryAppParameters,
  type StoryProvidersProps,
} from './story-providers';
export { isStoryRole, STORY_ROLES, storySession, type StoryRole } from './story-session';
