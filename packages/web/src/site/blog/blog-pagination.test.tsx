import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlogPagination } from './blog-pagination.tsx';

afterEach(cleanup);

function renderPager(currentPage: number, lastPage: number, onNavigate?: () => void) {
  render(
    <MemoryRouter>
      <BlogPagination
        currentPage={currentPage}
        lastPage={lastPage}
        hrefFor={(page) => `/blog?page=${page}`}
        onNavigate={onNavigate}
      />
    </MemoryRouter>,
  );
}

/** The page numbers in view, read from their accessible text ("Page 4"). */
const shownPages = () =>
  within(screen.getByRole('navigation', { name: 'Blog pages' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.match(/^Page (\d+)$/)?.[1])
    .filter(Boolean)
    .map(Number);

/** An arrow at the edge is shown but cannot be followed. */
function expectDisabledArrow(label: string) {
  expect(screen.queryByRole('link', { name: label })).not.toBeInTheDocument();
  expect(screen.getByText(label).closest('[data-disabled]')).not.toBeNull();
}

describe('BlogPagination', () => {
  it('shows two pages either side of a current page in the middle', () => {
    renderPager(6, 12);
    expect(shownPages()).toEqual([4, 5, 6, 7, 8]);
    expect(screen.getByText('6').closest('[aria-current]')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Page 6' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 8' })).toHaveAttribute('href', '/blog?page=8');
  });

  it('keeps five pages in view near the first and the last page', () => {
    renderPager(1, 12);
    expect(shownPages()).toEqual([1, 2, 3, 4, 5]);
    cleanup();
    renderPager(2, 12);
    expect(shownPages()).toEqual([1, 2, 3, 4, 5]);
    cleanup();
    renderPager(12, 12);
    expect(shownPages()).toEqual([8, 9, 10, 11, 12]);
    cleanup();
    renderPager(11, 12);
    expect(shownPages()).toEqual([8, 9, 10, 11, 12]);
  });

  it('shows every page when there are only a few', () => {
    renderPager(2, 3);
    expect(shownPages()).toEqual([1, 2, 3]);
  });

  it('shows nothing for a single page', () => {
    renderPager(1, 1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('disables the previous arrow on the first page and the next arrow on the last', () => {
    renderPager(1, 3);
    expectDisabledArrow('Previous page');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/blog?page=2');
    cleanup();
    renderPager(3, 3);
    expectDisabledArrow('Next page');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/blog?page=2');
  });

  it('points Previous at the last page from a page past the end', () => {
    renderPager(9, 3);
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/blog?page=3');
  });

  it('lets the page know when a page link is followed', async () => {
    const onNavigate = vi.fn();
    renderPager(2, 5, onNavigate);
    await userEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });
});
