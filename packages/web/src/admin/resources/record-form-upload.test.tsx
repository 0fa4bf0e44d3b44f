import { categories } from '@grain/contract/content-types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, fail, mockApi, ok, pending, renderWithProviders, withApiMocks } from '../../../test/admin.tsx';
import { type ContentRecord, saveContentRecord } from '../../api/admin/content.ts';
import { adminScreens } from '../admin-screens.ts';
import type { ListScreen } from '../screen-types.ts';
import { RecordFormModal } from './record-form-modal.tsx';

/** A category form whose save goes through the real API client, uploads over (fake) XHR. */
function renderCategoryForm(record?: ContentRecord) {
  const config = (adminScreens.find((entry) => entry.path === '/admin/categories') as ListScreen).resource.form;
  const saved = vi.fn();
  renderWithProviders(
    <RecordFormModal
      title="Add New Category"
      def={categories}
      config={config}
      record={record}
      count={0}
      submitLabel="Create"
      busyLabel="Saving..."
      errorMessage="Failed to update or create category"
      onSubmit={async (values, upload) => saved(await saveContentRecord(categories, values, undefined, upload))}
      onClose={() => {}}
    />,
  );
  return saved;
}

async function submitWithImage(file = new File(['x'.repeat(200)], 'oak.jpg', { type: 'image/jpeg' })) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Name/), 'Tables');
  await user.upload(screen.getByLabelText('Image'), file);
  await user.click(screen.getByRole('button', { name: 'Create' }));
  return user;
}

describe('an upload from a record form', () => {
  withApiMocks();
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('shows the percent sent, then processing, and answers with the saved record', async () => {
    let answer: (reply: ReturnType<typeof ok>) => void = () => {};
    mockApi({ 'POST /api/categories': () => new Promise((resolve) => (answer = resolve)) as never });
    const saved = renderCategoryForm();
    await submitWithImage();

    const upload = await waitFor(() => FakeXhr.sent[0] ?? Promise.reject(new Error('not sent')));
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('/api/categories');
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('value', '0');
    expect(screen.getByText('Uploading 0%')).toBeInTheDocument();

    upload.progress(50, 200);
    expect(await screen.findByText('Uploading 25%')).toBeInTheDocument();
    expect(bar).toHaveAttribute('value', '25');
    upload.progress(200, 200);
    expect(await screen.findByText('Uploaded, processing...')).toBeInTheDocument();

    answer(ok({ id: 4, name: 'Tables', slug: 'tables' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ id: 4, name: 'Tables', slug: 'tables' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('cancels the upload: the request is aborted, nothing is saved and the form says so', async () => {
    mockApi({ 'POST /api/categories': () => pending() });
    const saved = renderCategoryForm();
    const user = await submitWithImage();
    const upload = await waitFor(() => FakeXhr.sent[0] ?? Promise.reject(new Error('not sent')));
    upload.progress(20, 200);
    expect(await screen.findByText('Uploading 10%')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(upload.aborted).toBe(true);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The upload was cancelled; nothing was saved.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
  });

  it.each([
    [413, 'The uploaded file is too large.'],
    [415, 'The file is not a JPEG, PNG, GIF or WebP image.'],
    [415, 'The file could not be read as an image.'],
  ])('says why a failed upload (%i) failed, in the server’s words', async (status, message) => {
    mockApi({ 'POST /api/categories': () => fail(status, message) });
    renderCategoryForm();
    await submitWithImage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to update or create category')).toBeInTheDocument();
    expect(within(alert).getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says a proxy’s 413 without the API’s answer is too large for the server', async () => {
    mockApi({ 'POST /api/categories': () => ({ status: 413, body: '<html>413</html>' }) });
    renderCategoryForm();
    await submitWithImage();
    expect(await screen.findByText('The upload is too large for the server.')).toBeInTheDocument();
  });

  it('sends a form without files over fetch, with no progress bar', async () => {
    const api = mockApi({ 'POST /api/categories': () => ok({ id: 5, name: 'Chairs', slug: 'chairs' }) });
    const saved = renderCategoryForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), 'Chairs');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(FakeXhr.sent).toEqual([]);
    expect(api).toHaveBeenCalledWith('/api/categories', expect.objectContaining({ method: 'POST' }));
  });
});

describe('the current image of a record in its form', () => {
  withApiMocks();
  const stored = { id: 7, name: 'Tables', slug: 'tables', image: 'categories/oak.jpg' };
  const variant = (width: number, extension: string) => `/storage/variants/categories/oak.jpg/w${width}.${extension}`;
  const meta = {
    width: 1200,
    height: 800,
    placeholder: '#a07040',
    src: variant(960, 'jpg'),
    srcset: {
      avif: `${variant(320, 'avif')} 320w, ${variant(960, 'avif')} 960w`,
      webp: `${variant(320, 'webp')} 320w, ${variant(960, 'webp')} 960w`,
      jpeg: `${variant(320, 'jpg')} 320w, ${variant(960, 'jpg')} 960w`,
    },
  };
  const PROCESSING = 'Processing: the optimised versions will appear shortly.';

  it('shows the processed variants, as the site does, once they exist', () => {
    renderCategoryForm({ ...stored, image_url: '/storage/categories/oak.jpg', image_meta: meta });

    const image = screen.getByRole('img', { name: 'Current: Image' });
    expect(image).toHaveAttribute('src', variant(960, 'jpg'));
    expect(image).toHaveAttribute('srcset', meta.srcset.jpeg);
    const sources = image.closest('picture')!.querySelectorAll('source');
    expect([...sources].map((source) => [source.type, source.srcset])).toEqual([
      ['image/avif', meta.srcset.avif],
      ['image/webp', meta.srcset.webp],
    ]);
    expect(screen.queryByText(PROCESSING)).not.toBeInTheDocument();
  });

  it('shows the full-size image with a note while the variants are being made', () => {
    renderCategoryForm({ ...stored, image_url: '/storage/categories/oak.jpg', image_meta: null });

    const image = screen.getByRole('img', { name: 'Current: Image' });
    expect(image).toHaveAttribute('src', '/storage/categories/oak.jpg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image.closest('figure')).toHaveTextContent(`Current${PROCESSING}`);
  });

  it('says nothing of processing for an image at an absolute URL, which is never processed', () => {
    const url = 'https://images.example.com/oak.jpg';
    renderCategoryForm({ ...stored, image: url, image_url: url, image_meta: null });

    expect(screen.getByRole('img', { name: 'Current: Image' })).toHaveAttribute('src', url);
    expect(screen.queryByText(PROCESSING)).not.toBeInTheDocument();
  });
});
