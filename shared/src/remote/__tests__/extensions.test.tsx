/**
 * Extension points: the contributions of the loaded remotes, gated by the company's
 * modules and the role's permissions, in order, each inside its own boundary.
 */
import '../../testing';
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import type {
  ExtensionContribution,
  ExtensionPointProps,
  Policies,
  RemoteId,
  RemoteModule,
} from '../../contracts';
import { remoteScreenRenderer, standInAsset } from '../../testing';
import { collectExtensions, ExtensionView, useExtensions } from '../extensions';

type TabProps = ExtensionPointProps['asset-detail.tabs'];
const ASSET = standInAsset(3);
const TICKET_VIEW = { group: 'on_incident', object: 'ticket', action: 'view' } as const;

function says(text: string) {
  return async () => ({ default: ({ asset }: TabProps) => <p>{`${text} ${asset.name}`}</p> });
}

function moduleOf(
  id: RemoteId,
  tabs: ExtensionContribution<'asset-detail.tabs'>[],
  namespace: string = id,
): RemoteModule {
  return {
    id,
    routes: [],
    nav: [],
    i18n: { namespace, resources: { en: {}, hi: {} } },
    contributions: { 'asset-detail.tabs': tabs },
  };
}

const HOST = moduleOf('assets', [{ id: 'computer', order: 200, component: says('Computer of') }]);
const DESK = moduleOf('incidents', [
  {
    id: 'tickets',
    order: 100,
    labelKey: 'tab',
    module: 'incident-management',
    permissions: [TICKET_VIEW],
    component: says('Tickets of'),
  },
]);

describe('collectExtensions', () => {
  const audience = {
    companyRoles: ['asset-management', 'incident-management'],
    policies: { on_incident: { ticket: ['view'] } } as Policies,
  };

  it('gives the allowed contributions of every module to the point, by order', () => {
    const found = collectExtensions([HOST, DESK], 'asset-detail.tabs', audience);
    expect(found.map((e) => [e.key, e.namespace, e.order, e.labelKey])).toEqual([
      ['incidents:tickets', 'incidents', 100, 'tab'],
      ['assets:computer', 'assets', 200, undefined],
    ]);
    expect(collectExtensions([HOST, DESK], 'asset-detail.badges', audience)).toEqual([]);
  });

  it('leaves out a contribution whose module the company lacks or whose permission the role lacks', () => {
    const keys = (roles: string[], policies: Policies) =>
      collectExtensions([HOST, DESK], 'asset-detail.tabs', {
        companyRoles: roles,
        policies,
      }).map((e) => e.key);
    expect(keys(['asset-management'], audience.policies)).toEqual(['assets:computer']);
    expect(keys(audience.companyRoles, {})).toEqual(['assets:computer']);
  });

  it('gives the same component for a contribution each time (its code loads once)', () => {
    const [first] = collectExtensions([DESK], 'asset-detail.tabs', audience);
    const [again] = collectExtensions([DESK], 'asset-detail.tabs', audience);
    expect(again!.Component).toBe(first!.Component);
  });
});

function Tabs() {
  const props = { assetId: ASSET._id, asset: ASSET };
  return (
    <ul>
      {useExtensions('asset-detail.tabs').map((extension) => (
        <li key={extension.key}>
          <ExtensionView extension={extension} props={props} fallback="loading" />
        </li>
      ))}
    </ul>
  );
}

describe('useExtensions and ExtensionView', () => {
  const renderScreen = remoteScreenRenderer(HOST, {});

  it('renders the contributions the company and the role may see', async () => {
    renderScreen(<Tabs />, {
      companyRoles: ['asset-management', 'incident-management'],
      policies: { on_incident: { ticket: ['view'] } },
      modules: [HOST, DESK],
    });
    expect(await screen.findByText('Tickets of Laptop 3')).toBeInTheDocument();
    expect(await screen.findByText('Computer of Laptop 3')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('renders none of a remote the host does not hold, nor of one the role may not use', async () => {
    renderScreen(<Tabs />, { companyRoles: ['asset-management'], modules: [HOST, DESK] });
    expect(await screen.findByText('Computer of Laptop 3')).toBeInTheDocument();
    expect(screen.queryByText('Tickets of Laptop 3')).not.toBeInTheDocument();
  });

  it('contains a contribution that throws, or whose code fails to load: the others render', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = moduleOf('shop', [
      {
        id: 'throws',
        order: 1,
        component: async () => ({
          default: () => {
            throw new Error('broken');
          },
        }),
      },
      { id: 'missing', order: 2, component: () => Promise.reject(new Error('chunk failed')) },
    ]);
    renderScreen(<Tabs />, { modules: [HOST, broken] });
    expect(await screen.findByText('Computer of Laptop 3')).toBeInTheDocument();
    expect(await screen.findAllByText('This part could not be shown.')).toHaveLength(2);
    spy.mockRestore();
  });

  it('has no contributions without a host', async () => {
    const { unmount } = remoteScreenRenderer(HOST, {})(<Tabs />, { modules: [] });
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    unmount();
  });
});
