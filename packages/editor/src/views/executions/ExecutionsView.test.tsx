import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ExecutionsView from './ExecutionsView';

/** Answers the REST calls of the view and records the `filter` of each execution list request. */
function stubApi() {
  const filters: unknown[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://weft.test');
    let data: unknown = [];
    if (url.pathname === '/rest/executions') {
      filters.push(JSON.parse(url.searchParams.get('filter') ?? '{}'));
      data = { count: 0, results: [], estimated: false };
    }
    return new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return filters;
}

afterEach(() => vi.unstubAllGlobals());

describe('the executions list filters by custom data', () => {
  it('sends the key and value as filter.metadata, loose until Exact match is ticked, and clears them', async () => {
    const filters = stubApi();
    render(
      <MemoryRouter>
        <ExecutionsView />
      </MemoryRouter>,
    );
    await waitFor(() => expect(filters.length).toBeGreaterThan(0));
    fireEvent.change(screen.getByTestId('filter-custom-key'), { target: { value: ' orderId ' } });
    fireEvent.change(screen.getByTestId('filter-custom-value'), { target: { value: '1001' } });
    await waitFor(() =>
      expect(filters.at(-1)).toEqual({ metadata: [{ key: 'orderId', value: '1001', exactMatch: false }] }),
    );
    fireEvent.click(screen.getByTestId('filter-custom-exact'));
    await waitFor(() => expect(filters.at(-1)).toEqual({ metadata: [{ key: 'orderId', value: '1001' }] }));
    expect(await screen.findByText('No executions match these filters')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(filters.at(-1)).toEqual({}));
    expect(screen.getByTestId('filter-custom-key')).toHaveValue('');
  });
});
