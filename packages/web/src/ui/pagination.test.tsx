import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination } from './pagination.tsx';

afterEach(cleanup);

const hrefFor = (page: number) => (page > 1 ? `/list?page=${page}` : '/list');

/** Renders inside a router, as the links need one. */
function renderInRouter(element: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/list'] });
  return render(<RouterProvider router={router} />);
}

const numbers = () => screen.queryAllByRole('link', { name: /^Page \d+$/ }).map((link) => link.textContent);

describe('Pagination', () => {
  it('renders nothing for one page or fewer', () => {
    const one = renderInRouter(<Pagination currentPage={1} lastPage={1} hrefFor={hrefFor} />);
    expect(one.container).toBeEmptyDOMElement();
    one.unmount();
    const none = renderInRouter(<Pagination currentPage={1} lastPage={0} hrefFor={hrefFor} />);
    expect(none.container).toBeEmptyDOMElement();
  });

  it('shows at most five page numbers around the current page', () => {
    renderInRouter(<Pagination currentPage={6} lastPage={12} hrefFor={hrefFor} />);
    expect(numbers()).toEqual(['4', '5', '6', '7', '8']);
    expect(screen.getByRole('link', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps five numbers at the edges and fewer when there are fewer pages', () => {
    const first = renderInRouter(<Pagination currentPage={1} lastPage={12} hrefFor={hrefFor} />);
    expect(numbers()).toEqual(['1', '2', '3', '4', '5']);
    first.unmount();
    const last = renderInRouter(<Pagination currentPage={12} lastPage={12} hrefFor={hrefFor} />);
    expect(numbers()).toEqual(['8', '9', '10', '11', '12']);
    last.unmount();
    renderInRouter(<Pagination currentPage={2} lastPage={3} hrefFor={hrefFor} />);
    expect(numbers()).toEqual(['1', '2', '3']);
  });

  it('disables Previous on the first page and Next on the last: links without an address', () => {
    const first = renderInRouter(<Pagination currentPage={1} lastPage={3} hrefFor={hrefFor} />);
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Previous' })).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/list?page=2');
    first.unmount();
    renderInRouter(<Pagination currentPage={3} lastPage={3} hrefFor={hrefFor} />);
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/list?page=2');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Next' })).not.toHaveAttribute('href');
  });

  it('links the previous, next and every shown page to its address', () => {
    renderInRouter(<Pagination currentPage={4} lastPage={9} hrefFor={hrefFor} />);
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/list?page=3');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/list?page=5');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/list?page=2');
    expect(screen.getByRole('link', { name: 'Page 6' })).toHaveAttribute('href', '/list?page=6');
  });
});
