import { renderWithProviders } from '../../testing';
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import type { Reducer } from 'redux';
import { perm } from '../../contracts/permissions';
import type { SessionState } from '../../contracts/session';
import { createAppStore } from '../../store';
import { storySession, type StoryRole } from '../../storybook';
import { PermissionGate } from '../permission-gate';

function storeFor(role: StoryRole) {
  const session = storySession(role);
  const reducer: Reducer<SessionState> = (state = session) => state;
  return createAppStore({ reducers: { session: reducer } });
}

const deleteAsset = perm('on_asset', 'asset', 'delete');
const viewAsset = perm('on_asset', 'asset', 'view');

describe('PermissionGate', () => {
  it('renders the children when the role has the permission', () => {
    renderWithProviders(
      <PermissionGate permission={deleteAsset} fallback={<span>no</span>}>
        <button>Delete</button>
      </PermissionGate>,
      { store: storeFor('admin') },
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByText('no')).not.toBeInTheDocument();
  });

  it('renders the fallback, or nothing, when it does not', () => {
    const { container } = renderWithProviders(
      <>
        <PermissionGate permission={deleteAsset} fallback={<span>Read only</span>}>
          <button>Delete</button>
        </PermissionGate>
        <PermissionGate permission={deleteAsset}>
          <button>Delete again</button>
        </PermissionGate>
      </>,
      { store: storeFor('viewer') },
    );
    expect(screen.getByText('Read only')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.textContent).toBe('Read only');
  });

  it('needs every permission of a list', () => {
    renderWithProviders(
      <>
        <PermissionGate permission={[viewAsset]}>
          <span>can view</span>
        </PermissionGate>
        <PermissionGate permission={[viewAsset, deleteAsset]}>
          <span>can view and delete</span>
        </PermissionGate>
      </>,
      { store: storeFor('viewer') },
    );
    expect(screen.getByText('can view')).toBeInTheDocument();
    expect(screen.queryByText('can view and delete')).not.toBeInTheDocument();
  });

  it('denies without a session slice', () => {
    renderWithProviders(
      <PermissionGate permission={viewAsset} fallback={<span>signed out</span>}>
        <span>content</span>
      </PermissionGate>,
    );
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });
});
