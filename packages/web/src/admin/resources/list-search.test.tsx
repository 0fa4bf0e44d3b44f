import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListSearch, SEARCH_DELAY_MS } from './list-search.tsx';

const fields = [{ kind: 'text', name: 'q', label: 'Search' }] as const;

function renderSearch(onSearch = vi.fn()) {
  render(
    <ListSearch label="Search projects" fields={[...fields]} values={{}} onSearch={onSearch} searchRef={createRef()} />,
  );
  return onSearch;
}

describe('ListSearch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('runs a typed search after a pause', () => {
    const onSearch = renderSearch();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'kitchen' } });
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(onSearch).toHaveBeenCalledWith({ q: 'kitchen' });
  });

  it('shows what is in force again after Back undid a search whose page never rendered', () => {
    // The search's address was pushed, but Back came before the list rendered it: the values in
    // force stay as they were, and only the history step says the form is out of date.
    renderSearch();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'kitchen' } });
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByLabelText('Search')).toHaveValue('');
  });
});
