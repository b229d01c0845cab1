/** The global decorator and loader of .storybook/preview: language, role, store, router. */
import '../../testing';
import '@testing-library/jest-dom';
import { composeStory } from '@storybook/react';
import { act, screen } from '@testing-library/react';
import { useParams } from '../../router';
import preview from '../../../../.storybook/preview';
import { perm } from '../../contracts/permissions';
import { useAppSelector } from '../../store';
import { ForbiddenScreen } from '../../ui/status-screen';
import { PermissionGate } from '../../ui/permission-gate';
import { RouterErrorFallback } from '../../ui/router-error-fallback';

type Composed = ReturnType<typeof composeStory>;
let last: Composed | null = null;

async function run(
  story: Parameters<typeof composeStory>[0],
  globals: Record<string, string> = {},
) {
  const composed = composeStory(
    story,
    { title: 'Probe' },
    { ...preview, initialGlobals: { ...preview.initialGlobals, ...globals } },
  );
  last = composed;
  await composed.run();
}

afterAll(async () => {
  await act(async () => {
    await last?.load();
  });
});

function AssetDelete() {
  return (
    <PermissionGate
      permission={perm('on_asset', 'asset', 'delete')}
      fallback={<span>read only</span>}
    >
      <button>Delete</button>
    </PermissionGate>
  );
}

describe('Storybook project annotations', () => {
  it('renders in the toolbar language, English by default', async () => {
    await run({ render: () => <ForbiddenScreen /> });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Access denied');
    await run({ render: () => <ForbiddenScreen /> }, { locale: 'hi' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('पहुँच अस्वीकृत');
    expect(document.documentElement.lang).toBe('hi');
  });

  it("gives the store the toolbar role's policies", async () => {
    await run({ render: () => <AssetDelete /> });
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await run({ render: () => <AssetDelete /> }, { role: 'viewer' });
    expect(screen.getByText('read only')).toBeInTheDocument();
  });

  it('takes session fields, slices and state from parameters.app', async () => {
    function Probe() {
      const code = useAppSelector((state) => state.session.licenseCode);
      const count = useAppSelector(
        (state) => (state as unknown as { probe: { count: number } }).probe.count,
      );
      return <p>{`${code} ${count}`}</p>;
    }
    await run({
      render: () => <Probe />,
      parameters: {
        app: {
          session: { licenseCode: 'LICENSE_EXPIRED' },
          reducers: { probe: (state: unknown = { count: 0 }) => state },
          preloadedState: { probe: { count: 3 } },
        },
      },
    });
    expect(screen.getByText('LICENSE_EXPIRED 3')).toBeInTheDocument();
  });

  it('mounts the story at a route path and URL, or as the errorElement of a failed route', async () => {
    function Params() {
      return <p>{`asset ${useParams().id}`}</p>;
    }
    await run({
      render: () => <Params />,
      parameters: { app: { path: '/assets/:id', route: '/assets/42' } },
    });
    expect(screen.getByText('asset 42')).toBeInTheDocument();
    await run({
      render: () => <RouterErrorFallback />,
      parameters: { app: { routeError: new Error('chunk failed') } },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('chunk failed');
  });
});
