import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, ok, renderPage, stubApiAnswers } from '../../../test/site-pages.tsx';
import { Component as ServicesPage } from './services-page.tsx';

/** The error text and icons of the services list (spec public §8, "Services list"). */

const answers = stubApiAnswers();

describe('services page', () => {
  it('shows Error loading services: {message}', async () => {
    answers['/services'] = failure(500, 'Failed to fetch services');
    renderPage(ServicesPage, '/services');
    expect(await screen.findByText('Error loading services: Failed to fetch services')).toBeInTheDocument();
  });

  it('cycles the decorative icons for services without an image', async () => {
    answers['/services'] = ok(
      Array.from({ length: 7 }, (_, index) => ({
        id: index + 1,
        title: `S${index + 1}`,
        description: 'd',
        image_url: null,
      })),
    );
    renderPage(ServicesPage, '/services');
    const cards = await screen.findAllByRole('article');
    const icon = (index: number) => cards[index].querySelector('svg[data-icon]')?.getAttribute('data-icon');
    expect(icon(0)).toBe('couch');
    expect(icon(1)).toBe('hammer');
    expect(icon(6)).toBe('couch');
  });
});
