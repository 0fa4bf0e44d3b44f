import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../test/admin.tsx';
import { TOAST_SUCCESS_MS, ToastProvider, type Toasts, useToasts } from './toasts.tsx';

let toasts: Toasts;
function Probe() {
  toasts = useToasts();
  return (
    <main tabIndex={-1}>
      <input aria-label="Title" />
    </main>
  );
}

const renderToasts = () =>
  render(
    <ToastProvider>
      <Probe />
    </ToastProvider>,
  );

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('announces a success politely in the status region and a failure as an alert', () => {
    renderToasts();
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    act(() => toasts.success('FAQ created successfully.'));
    expect(status).toHaveTextContent('FAQ created successfully.');
    expect(screen.queryByRole('alert')).toBeNull();

    act(() =>
      toasts.failure({ message: 'Failed to update message', details: ['Too many requests.'], fieldErrors: {} }),
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to update message');
    expect(alert).toHaveTextContent('Too many requests.');
    expect(within(status).queryByText('Failed to update message')).toBeNull();
  });

  it('never takes the focus, and gives it back when a toast is dismissed', async () => {
    const user = userEvent.setup();
    renderToasts();
    const field = screen.getByLabelText('Title');
    await user.click(field);
    act(() => toasts.success('Saved.'));
    expect(field).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss message' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(field).toHaveFocus();
  });

  it('lets successes go after a while, but not while the pointer is on them; failures stay', () => {
    vi.useFakeTimers();
    renderToasts();
    act(() => {
      toasts.success('Saved.');
      toasts.failure({ message: 'Failed to delete FAQ', details: [], fieldErrors: {} });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(TOAST_SUCCESS_MS + 1000));
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(TOAST_SUCCESS_MS));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to delete FAQ');
  });
});
