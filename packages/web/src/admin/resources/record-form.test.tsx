import { categories, faqs, services } from '@grain/contract/content-types';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pending, renderWithProviders } from '../../../test/admin.tsx';
import { ApiError } from '../../api/client.ts';
import { adminScreens } from '../admin-screens.ts';
import type { ListScreen } from '../screen-types.ts';
import { RecordFormModal } from './record-form-modal.tsx';

/** The form config of a list screen in the registry. */
const formOf = (path: string) =>
  (adminScreens.find((screen) => screen.path === path && 'resource' in screen) as ListScreen).resource.form;

type Props = Partial<Parameters<typeof RecordFormModal>[0]>;

function renderForm(props: Props = {}) {
  const onSubmit = vi.fn(async () => {});
  const onClose = vi.fn();
  const { router } = renderWithProviders(
    <RecordFormModal
      title="Add New Category"
      def={categories}
      config={formOf('/admin/categories')}
      count={0}
      submitLabel="Create"
      busyLabel="Saving..."
      errorMessage="Failed to update or create category"
      onSubmit={onSubmit}
      onClose={onClose}
      {...props}
    />,
  );
  return { onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit, onClose, router };
}

describe('RecordForm', () => {
  beforeEach(() => {
    mockApi({});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('fills the slug from the category name by the admin rule, and keeps it editable', async () => {
    const user = userEvent.setup();
    renderForm();
    const name = screen.getByLabelText(/^Name/);
    const slug = screen.getByLabelText(/^Slug/);
    await user.type(name, 'Oak & Walnut  Tables!');
    expect(slug).toHaveValue('oak-walnut-tables');
    await user.clear(slug);
    await user.type(slug, 'tables');
    await user.type(name, ' 2');
    expect(slug).toHaveValue('tables');
  });

  it("shows the contract's messages next to the fields and does not send an invalid form", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The name field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends typed values and defaults an order to the count plus one', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    renderForm({ def: faqs, config: formOf('/admin/faqs'), count: 4, onSubmit });
    expect(screen.getByLabelText(/^Order/)).toHaveValue(5);
    expect(screen.getByLabelText('Active')).toBeChecked();
    await user.type(screen.getByLabelText(/^Question/), 'Do you deliver?');
    await user.type(screen.getByLabelText(/^Answer/), 'Yes, within 50 miles.');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        question: 'Do you deliver?',
        answer: 'Yes, within 50 miles.',
        order: 5,
        is_active: true,
      },
      { signal: expect.any(AbortSignal) },
    );
  });

  it('places server field errors next to their fields and stays open with the message', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {
      throw new ApiError(422, 'The slug has already been taken.', { slug: ['The slug has already been taken.'] });
    });
    const { onClose } = renderForm({ onSubmit });
    await user.type(screen.getByLabelText(/^Name/), 'Chairs');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update or create category');
    expect(screen.getByText('The slug has already been taken.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Slug/)).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the busy text on a disabled save button while saving', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => pending());
    renderForm({ onSubmit });
    await user.type(screen.getByLabelText(/^Name/), 'Chairs');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('asks before discarding unsaved changes, and closes a clean form at once', async () => {
    const user = userEvent.setup();
    const { onClose } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText(/^Name/), 'Chairs');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Chairs');
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('asks before following a navigation away from unsaved changes', async () => {
    const user = userEvent.setup();
    const { router } = renderForm();
    await user.type(screen.getByLabelText(/^Name/), 'Chairs');
    await act(() => router.navigate('/admin/products'));
    const question = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/');

    await act(() => router.navigate('/admin/products'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    expect(router.state.location.pathname).toBe('/admin/products');
  });

  it('accepts only images in an image field and previews the chosen file', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    renderForm({ def: services, config: formOf('/admin/services') });
    const input = screen.getByLabelText('Image');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, new File(['png'], 'oak.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'New: oak.png: Image' })).toHaveAttribute('src', 'blob:preview');
  });
});
