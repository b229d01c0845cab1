/**
 * Runs before every browser-package test file (jest.config.js setupFilesAfterEnv):
 * the DOM polyfills react-router and antd need, Testing Library's waiting budget, and the
 * route registry of the whole product (every package's `src/routes.ts`), as the shell
 * installs it from `remotes.json` in the browser.
 * Screens load their antd chunks on demand (lazy), which in jsdom on a loaded 2-core
 * machine can take longer than Testing Library's default 1 s; a real hang still fails.
 */
import { configure } from '@testing-library/react';
import './dom-polyfills';
import { workspaceRoutes } from '../federation/workspace-routes';
import { setRouteRegistry } from '../routing/route-registry-store';

configure({ asyncUtilTimeout: 10_000 });
setRouteRegistry(workspaceRoutes());
