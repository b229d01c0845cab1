/**
 * Runs before every browser-package test file (jest.config.js setupFilesAfterEnv):
 * the DOM polyfills react-router and antd need, and Testing Library's waiting budget.
 * Screens load their antd chunks on demand (lazy), which in jsdom on a loaded 2-core
 * machine can take longer than Testing Library's default 1 s; a real hang still fails.
 */
import { configure } from '@testing-library/react';
import './dom-polyfills';

configure({ asyncUtilTimeout: 10_000 });
