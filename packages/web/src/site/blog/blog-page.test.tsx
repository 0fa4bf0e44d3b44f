import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, ok, renderPage, stubApiAnswers } from '../../../test/site-pages.tsx';
import { Component as BlogPage } from './blog-page.tsx';

/** The error and empty texts of the blog list (spec public §8). */

const answers = stubApiAnswers();

describe('blog page', () => {
  const page = (data: unknown[]) => ok({ data, current_page: 1, last_page: 1, per_page: 6, total: data.length });

  it('shows errors as an alert with Error and the message', async () => {
    answers['/blogs'] = failure(500, 'Failed to fetch blogs');
    renderPage(BlogPage, '/blog');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to fetch blogs');
  });

  it('shows No blogs available at the moment. when there are none with a title', async () => {
    answers['/blogs'] = page([{ id: 1, title: '  ', description: '', date: '2026-03-04', category: null }]);
    renderPage(BlogPage, '/blog');
    expect(await screen.findByText('No blogs available at the moment.')).toBeInTheDocument();
  });

  it('writes the date in long US format and the description as plain text', async () => {
    answers['/blogs'] = page([
      {
        id: 7,
        title: 'Oak care',
        description: '<p>Oil &amp; wax</p>',
        written_by: 'Ann',
        date: '2026-03-04',
        category: { id: 1, name: 'Care' },
        image_url: null,
      },
    ]);
    renderPage(BlogPage, '/blog');
    expect(await screen.findByText('March 4, 2026')).toBeInTheDocument();
    expect(screen.getByText('Oil & wax')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Oak care' })).toHaveAttribute('href', '/blog/7');
  });
});
