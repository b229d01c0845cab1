/**
 * posthog-js behind the Analytics interface; downloaded (a chunk of its own) only when
 * POSTHOG_KEY is configured. The slim, no-external build: no autocapture, no session
 * recording, no surveys and no scripts fetched from PostHog, so the only things it sends
 * are the page views and identify calls below, through `before_send`.
 */
import { posthog } from 'posthog-js/dist/module.slim.no-external';
import { sanitizePosthogEvent } from './posthog-event';
import type { Analytics } from './telemetry';

export interface PosthogSettings {
  key: string;
  host: string;
}

export function createPosthogAnalytics({ key, host }: PosthogSettings): Analytics {
  posthog.init(key, {
    api_host: host,
    // Page views are sent by the shell on route changes, with the route pattern.
    capture_pageview: false,
    capture_pageleave: false,
    // Nothing is captured from the DOM: no clicks, no inputs, no text, no recordings.
    autocapture: false,
    rageclick: false,
    capture_dead_clicks: false,
    capture_heatmaps: false,
    capture_exceptions: false,
    capture_performance: false,
    disable_session_recording: true,
    session_recording: { maskAllInputs: true, maskTextSelector: '*' },
    mask_all_text: true,
    mask_all_element_attributes: true,
    disable_surveys: true,
    disable_product_tours: true,
    disable_conversations: true,
    disable_web_experiments: true,
    disable_external_dependency_loading: true,
    // No /flags call: no remote configuration can switch any of the above back on.
    advanced_disable_flags: true,
    persistence: 'localStorage',
    person_profiles: 'identified_only',
    before_send: (event) => (event ? sanitizePosthogEvent(event) : null),
  });
  return {
    pageView(path) {
      const origin = globalThis.location?.origin ?? '';
      posthog.capture('$pageview', { $current_url: `${origin}${path}`, $pathname: path });
    },
    identify(id) {
      if (posthog.get_distinct_id() !== id) posthog.identify(id);
    },
    reset() {
      // Only a browser that was identified gets a new anonymous id; a visitor keeps theirs.
      if (posthog.get_property('$user_state') === 'identified') posthog.reset();
    },
  };
}
