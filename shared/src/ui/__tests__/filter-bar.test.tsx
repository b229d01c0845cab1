import { renderWithProviders } from '../../testing';
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from '../../antd/data';
import { EmptyState } from '../empty-state';
import { FilterBar } from '../filter-bar';

describe('FilterBar', () => {
  it('is a named search landmark holding the controls and the actions', () => {
    renderWithProviders(
      <FilterBar label="Filter assets" extra={<button>Columns</button>}>
        <input aria-label="Search" />
      </FilterBar>,
    );
    const bar = screen.getByRole('search', { name: 'Filter assets' });
    expect(bar).toContainElement(screen.getByRole('textbox', { name: 'Search' }));
    expect(bar).toContainElement(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.queryByRole('button', { name: 'Reset filters' })).not.toBeInTheDocument();
  });

  it('shows how many filters are set and resets them', async () => {
    const user = userEvent.setup();
    const onReset = jest.fn();
    renderWithProviders(
      <FilterBar label="Filter assets" activeCount={2} onReset={onReset}>
        <input aria-label="Search" />
      </FilterBar>,
    );
    expect(screen.getByText('2 filters applied')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('disables every control inside, antd and native, and marks itself busy while loading', () => {
    renderWithProviders(
      <FilterBar label="Filter assets" activeCount={1} onReset={jest.fn()} disabled loading>
        <Input aria-label="Name" />
        <input aria-label="Serial" />
      </FilterBar>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Serial' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset filters' })).toBeDisabled();
    expect(screen.getByRole('search')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('EmptyState', () => {
  it('has a default title, and shows a given title, description and action', () => {
    renderWithProviders(
      <>
        <EmptyState />
        <EmptyState
          title="No assets yet"
          description="Add the first device."
          action={<button>Add asset</button>}
        />
      </>,
    );
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
    const [, filled] = screen.getAllByTestId('empty-state');
    expect(filled).toHaveTextContent('No assets yet');
    expect(filled).toHaveTextContent('Add the first device.');
    expect(filled).toContainElement(screen.getByRole('button', { name: 'Add asset' }));
  });
});
