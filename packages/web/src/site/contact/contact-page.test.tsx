import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, ok, renderPage, stubApiAnswers } from '../../../test/site-pages.tsx';
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
