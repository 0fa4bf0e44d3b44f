import type { ContactFormRefusal } from '@grain/contract/contact-rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { failure, ok, renderPage, renderSiteRoute, stubApiAnswers } from '../../../test/site-pages.tsx';
import { ContactFormRefusalContext } from './contact-form-refusal.ts';
import { Component as ContactPage } from './contact-page.tsx';

/** The contact details' error fallback and the map embed of the contact page (spec public §8). */

const answers = stubApiAnswers();

describe('contact page', () => {
  it('shows Error loading contact info and then the default details', async () => {
    answers['/contact-sections/1'] = failure(500, 'Failed to fetch contact section data');
    renderPage(ContactPage, '/contact');
    expect(await screen.findByText('Error loading contact info', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Phone' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('renders its own iframe from an allowed map embed only', async () => {
    answers['/contact-sections/1'] = ok({
      phone: '+1 555 0100',
      email: 'shop@example.com',
      location: '1 Mill Lane',
      map_embed: '<iframe src="https://www.google.com/maps/embed?pb=abc" onload="alert(1)"></iframe>',
    });
    renderPage(ContactPage, '/contact');
    const map = await screen.findByTitle('Map showing our workshop location');
    expect(map).toHaveAttribute('src', 'https://www.google.com/maps/embed?pb=abc');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map).toHaveAttribute('referrerpolicy', 'no-referrer-when-downgrade');
    expect(map).not.toHaveAttribute('onload');
    expect(screen.getByRole('link', { name: 'shop@example.com' })).toHaveAttribute('href', 'mailto:shop@example.com');
  });
});

/** A product enquiry (issue 48): the product page's link names the product on the contact page. */
describe('contact page about a product', () => {
  const walnut = { id: 2, name: 'Walnut Sideboard', is_active: true };

  it('shows "About: {product}" and carries its id in a hidden field of the form', async () => {
    answers['/products/2'] = ok(walnut);
    renderPage(ContactPage, '/contact?product=2', '/contact');
    const form = screen.getByRole('form', { name: 'Contact form' });
    expect(await within(form).findByText('Walnut Sideboard')).toBeInTheDocument();
    expect(within(form).getByText(/^About:/)).toHaveTextContent('About: Walnut Sideboard');
    const hidden = form.querySelector<HTMLInputElement>('input[type="hidden"][name="product_id"]');
    expect(hidden?.value).toBe('2');
  });

  it('loads the product with the route, as the server renders it', async () => {
    answers['/products/2'] = ok(walnut);
    renderSiteRoute('/contact?product=2');
    const form = await screen.findByRole('form', { name: 'Contact form' });
    expect(within(form).getByText(/^About:/)).toHaveTextContent('About: Walnut Sideboard');
  });

  it('is a general form when the catalogue does not show the product', async () => {
    answers['/products/99'] = failure(404, 'Product not found');
    renderPage(ContactPage, '/contact?product=99', '/contact');
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.map(([input]) => String(input))).toContain('/api/products/99'),
    );
    const form = screen.getByRole('form', { name: 'Contact form' });
    expect(within(form).queryByText(/^About:/)).toBeNull();
    expect(form.querySelector('input[name="product_id"]')).toBeNull();
  });

  it('asks the API for nothing when the address names no product, or not by a plain id', async () => {
    renderPage(ContactPage, '/contact?product=abc', '/contact');
    await screen.findByRole('heading', { name: 'Phone' });
    expect(vi.mocked(fetch).mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringMatching(/\/products\//),
    );
  });
});

describe('contact page answering a refused post about a product', () => {
  it('names the product the server named, without asking the API for it', async () => {
    const refusal: ContactFormRefusal = {
      message: 'Please enter a valid email address',
      invalid: ['email'],
      values: { first_name: 'Ada', last_name: 'Oak', email: 'ada@example', message: 'Walnut?' },
      product: { id: 5, name: 'Walnut Desk' },
    };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([{ path: '/contact', Component: ContactPage }], { initialEntries: ['/contact'] });
    render(
      <ContactFormRefusalContext value={refusal}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ContactFormRefusalContext>,
    );
    const form = screen.getByRole('form', { name: 'Contact form' });
    expect(within(form).getByText(/^About:/)).toHaveTextContent('About: Walnut Desk');
    expect(form.querySelector<HTMLInputElement>('input[name="product_id"]')?.value).toBe('5');
    expect(within(form).getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(vi.mocked(fetch).mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringMatching(/\/products\//),
    );
  });
});
