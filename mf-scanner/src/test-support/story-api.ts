/**
 * What the scanner's stories run against: a fake camera (or a refused one), a
 * BarcodeDetector stub and fake answers for the scanner's endpoints. `beforeEach` installs
 * them, its cleanup restores the real ones, so stories never touch a server or a camera.
 */
import { fail, installFakeApi, type FakeApi } from '@itam/shared/fake-api';
import { installBarcodeDetector, installFakeCamera, type FakeCameraOptions } from './fake-camera';
import {
  assetRef,
  BRANCH,
  CLOSED_SESSION_ID,
  OTHER_BRANCH,
  fakeSession,
  fakeSummary,
  SESSION_ID,
  STORY_ASSET,
  USER,
} from './fixtures';

export type StoryApiSetup = (api: FakeApi) => void;

export function withScannerApi(
  camera: FakeCameraOptions = {},
  setup: StoryApiSetup = () => undefined,
) {
  return () => {
    const fakeCamera = installFakeCamera(camera);
    const detector = installBarcodeDetector();
    const api = installFakeApi()
      .on('GET', '/scanner/resolve', () => fail(404, { type: 'error', error: 'Not found' }))
      .on('GET', '/company/locations/dropdown', () => ({
        type: 'success',
        locations: [
          { ...BRANCH, city: 'Pune' },
          { ...OTHER_BRANCH, city: 'Mumbai' },
        ],
      }))
      .on('GET', '/company/asset-types', () => ({
        type: 'success',
        assetTypes: [
          { _id: 't1', name: 'Laptop' },
          { _id: 't2', name: 'Monitor' },
        ],
      }))
      .on('GET', '/audit-sessions/expected-count', () => ({ type: 'success', expected: 3 }))
      .on('GET', '/audit-sessions', (r) => ({
        type: 'success',
        sessions:
          r.params.status === 'closed'
            ? [
                fakeSummary({
                  _id: CLOSED_SESSION_ID,
                  branch: OTHER_BRANCH,
                  status: 'closed',
                  closedAt: '2026-11-23T12:00:00.000Z',
                  closedBy: USER,
                }),
              ]
            : [
                fakeSummary(),
                fakeSummary({
                  _id: 'a0d17000-0000-4000-8000-000000000002',
                  branch: OTHER_BRANCH,
                  area: null,
                }),
              ],
        total: 2,
        pageNumber: 0,
        limit: 25,
      }))
      .on('GET', `/audit-sessions/${SESSION_ID}`, () => ({
        type: 'success',
        session: fakeSession([1], {
          unknown: [{ tag: 'ZZ-0042', scannedAt: '2026-11-24T09:10:00.000Z', scannedBy: USER }],
        }),
      }))
      .on('GET', `/audit-sessions/${CLOSED_SESSION_ID}`, () => ({
        type: 'success',
        session: fakeSession([1], {
          _id: CLOSED_SESSION_ID,
          branch: OTHER_BRANCH,
          status: 'closed',
          closedAt: '2026-11-23T12:00:00.000Z',
          closedBy: USER,
          followUps: [2, 3].map((n) => ({
            _id: `f0110000-0000-4000-8000-00000000000${n}`,
            asset: assetRef(n),
            kind: 'missing' as const,
            status: n === 2 ? ('resolved' as const) : ('open' as const),
            resolution: n === 2 ? ('found' as const) : null,
            resolvedAt: n === 2 ? '2026-11-24T06:30:00.000Z' : null,
            resolvedBy: n === 2 ? USER : null,
          })),
        }),
      }))
      .on('POST', '/audit-sessions', () => ({ type: 'success', session: fakeSession() }))
      .on('GET', `/assets/${STORY_ASSET._id}`, () => ({ type: 'success', asset: STORY_ASSET }))
      .on('GET', `/assets/${STORY_ASSET._id}/audits`, () => ({
        type: 'success',
        audits: [
          {
            _id: 'au1',
            date: '2026-10-02',
            auditorName: 'Asha Auditor',
            office: BRANCH,
            condition: 'good',
            notes: null,
            createdBy: null,
            createdAt: '2026-10-02T10:00:00.000Z',
          },
        ],
      }))
      .on('GET', `/assets/${STORY_ASSET._id}/images`, () => ({ type: 'success', images: [] }))
      .on('GET', '/company/employees/dropdown', () => ({
        type: 'success',
        employees: [{ _id: 'e1', id: 'EMP-12', name: 'Ravi Kumar' }],
      }));
    setup(api);
    return () => {
      api.restore();
      detector.restore();
      fakeCamera.restore();
    };
  };
}
