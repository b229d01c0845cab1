/**
 * /scanner/qr-reader loads the asset card's code once idle and then hands the service
 * worker every file the page has loaded, the card's chunks with them, so that a card
 * opens offline even if none was opened online (a fake worker container; the card's
 * module stands in for its chunk).
 */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { configure, waitFor } from '@testing-library/react';
import { installFakeApi, type FakeApi } from '@itam/shared/fake-api';
import type { KeepMessage } from '../../../offline/offline-cache';
import { renderScreen, VIEWER_POLICIES } from '../../../test-support/render-screen';
import QrReaderScreen from '../qr-reader-screen';

configure({ asyncUtilTimeout: 8000 });

const mockCard = { loaded: false };
jest.mock('../../asset/asset-card-screen', () => {
  mockCard.loaded = true;
  return { __esModule: true, default: () => null, AssetCardScreen: () => null };
});

const here = globalThis.location.origin;
const CARD_CHUNK = `${here}/remotes/scanner/v1/card.1234abcd.js`;
let api: FakeApi;
let postMessage: jest.Mock<void, [KeepMessage]>;

beforeEach(() => {
  api = installFakeApi()
    .on('GET', '/company/locations/dropdown', () => ({ type: 'success', locations: [] }))
    .on('GET', '/audit-sessions', () => ({
      type: 'success',
      sessions: [],
      total: 0,
      pageNumber: 0,
      limit: 25,
    }));
  postMessage = jest.fn();
  Object.defineProperty(globalThis.navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: jest.fn().mockResolvedValue({}),
      ready: Promise.resolve({ active: { postMessage } }),
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    },
  });
  // What the page has loaded (jsdom keeps no resource timing): the card's chunk once its
  // module has loaded.
  Object.defineProperty(globalThis.performance, 'getEntriesByType', {
    configurable: true,
    value: () => [
      { name: `${here}/main.1.js` },
      ...(mockCard.loaded ? [{ name: CARD_CHUNK }] : []),
    ],
  });
});

afterEach(() => {
  api.restore();
  delete (globalThis.navigator as { serviceWorker?: unknown }).serviceWorker;
  delete (globalThis.performance as { getEntriesByType?: unknown }).getEntriesByType;
});

it("loads the asset card's code once idle and has the worker keep what it loaded", async () => {
  renderScreen(<QrReaderScreen />, { route: '/scanner/qr-reader', policies: VIEWER_POLICIES });
  // At registration: what the reader loaded, not the card yet.
  await waitFor(() => expect(postMessage).toHaveBeenCalled());
  expect(postMessage.mock.calls[0]![0].urls).toEqual([`${here}/main.1.js`]);
  await waitFor(() => expect(mockCard.loaded).toBe(true));
  await waitFor(() =>
    expect(postMessage).toHaveBeenLastCalledWith({
      type: 'itam-scanner-keep',
      urls: [`${here}/main.1.js`, CARD_CHUNK],
    }),
  );
});
