import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination.tsx';

afterEach(cleanup);

const numbers = () => screen.queryAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);

describe('Pagination', () => {
  it('renders nothing for one page or fewer', () => {
    const { container, rerender } = render(<Pagination currentPage={1} lastPage={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pagination currentPage={1} lastPage={0} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows at most five page numbers around the current page', () => {
    render(<Pagination currentPage={6} lastPage={12} onPageChange={() => {}} />);
    expect(numbers()).toEqual(['4', '5', '6', '7', '8']);
    expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps five numbers at the edges and fewer when there are fewer pages', () => {
    const { rerender } = render(<Pagination currentPage={1} lastPage={12} onPageChange={() => {}} />);
    expect(numbers()).toEqual(['1', '2', '3', '4', '5']);
    rerender(<Pagination currentPage={12} lastPage={12} onPageChange={() => {}} />);
    expect(numbers()).toEqual(['8', '9', '10', '11', '12']);
    rerender(<Pagination currentPage={2} lastPage={3} onPageChange={() => {}} />);
    expect(numbers()).toEqual(['1', '2', '3']);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination currentPage={1} lastPage={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination currentPage={3} lastPage={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('asks for the previous, next and chosen page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination currentPage={4} lastPage={9} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Page 6' }));
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange.mock.calls).toEqual([[3], [5], [6]]);
  });
});
