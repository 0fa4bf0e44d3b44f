import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as BlogPage } from './blog-page.tsx';
import { Component as ContactPage } from './contact-page.tsx';
import { Component as MissionPage } from './mission-page.tsx';
import { Component as ProjectDetailsPage } from './project-details-page.tsx';
import { Component as ProjectsPage } from './projects-page.tsx';
import { Component as ServicesPage } from './services-page.tsx';

/**
 * The loading, error and empty texts of the inner pages (spec public §8), with only the
 * network stubbed: each test answers API paths with envelopes or failures.
 */

type Answer = { status: number; body: unknown } | 'pending';
let answers: Record<string, Answer> = {};

const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, data } });
const failure = (status: number, message: string): Answer => ({ status, body: { success: false, message } });

beforeEach(() => {
  answers = {};
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = String(input).replace(/^\/api/, '');
      const key = Object.keys(answers).find((candidate) => path === candidate || path.startsWith(`${candidate}?`));
      const answer = key ? answers[key] : ok([]);
      if (answer === 'pending') return new Promise<Response>(() => {});
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(Page: ComponentType, url: string, routePath = url.split('?')[0]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: routePath, Component: Page }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const project = (id: number) => ({
  id,
  title: `Project ${id}`,
  short_description: `Short ${id}`,
  description: 'Long text',
  category: null,
  client: 'Acme',
  year: 2024,
  carpenter: 'Jo',
  image_url: null,
  project_feature_image_url: null,
  gallery_image_1_url: null,
  gallery_image_2_url: null,
  gallery_image_3_url: null,
  additional_content: '<p>Extra <strong>notes</strong></p><img src="x" onerror="alert(1)">',
});

describe('projects page', () => {
  it('shows Loading projects... while the list loads', async () => {
    answers['/projects'] = 'pending';
    renderPage(ProjectsPage, '/project');
    expect(await screen.findByText('Loading projects...')).toBeInTheDocument();
  });

  it('shows the error with its message', async () => {
    answers['/projects'] = failure(500, 'Failed to fetch projects');
    renderPage(ProjectsPage, '/project');
    expect(await screen.findByText('Error loading projects: Failed to fetch projects')).toBeInTheDocument();
  });

  it('shows No projects found. for an empty list', async () => {
    answers['/projects'] = ok([]);
    renderPage(ProjectsPage, '/project');
    expect(await screen.findByText('No projects found.')).toBeInTheDocument();
  });

  it('shows at most 8 projects', async () => {
    answers['/projects'] = ok(Array.from({ length: 10 }, (_, index) => project(index + 1)));
    renderPage(ProjectsPage, '/project');
    await screen.findByText('Project 1');
    expect(screen.getByText('Project 8')).toBeInTheDocument();
    expect(screen.queryByText('Project 9')).not.toBeInTheDocument();
  });
});

describe('project details page', () => {
  it('shows Loading project details... first', async () => {
    answers['/projects/3'] = 'pending';
    renderPage(ProjectDetailsPage, '/project/details/3', '/project/details/:id');
    expect(await screen.findByText('Loading project details...')).toBeInTheDocument();
  });

  it('shows Project not found for a 404, not the error text', async () => {
    answers['/projects/3'] = failure(404, 'Project not found');
    renderPage(ProjectDetailsPage, '/project/details/3', '/project/details/:id');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Project not found$/);
  });

  it('shows Error loading project: {message} for other failures', async () => {
    answers['/projects/3'] = failure(500, 'Database unavailable');
    renderPage(ProjectDetailsPage, '/project/details/3', '/project/details/:id');
    // Server errors are tried once more before the error shows.
    expect(
      await screen.findByText('Error loading project: Database unavailable', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('shows the facts and the sanitised additional content', async () => {
    answers['/projects/3'] = ok(project(3));
    renderPage(ProjectDetailsPage, '/project/details/3', '/project/details/:id');
    const facts = await screen.findByRole('complementary');
    expect(within(facts).getByText('Acme')).toBeInTheDocument();
    expect(within(facts).getByText('2024')).toBeInTheDocument();
    expect(within(facts).getByText('Jo')).toBeInTheDocument();
    expect(screen.getByText('notes').tagName).toBe('STRONG');
    expect(document.querySelector('img[onerror]')).toBeNull();
  });
});

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
    const icon = (index: number) => cards[index].querySelector('i.fa-solid')?.className;
    expect(icon(0)).toContain('fa-couch');
    expect(icon(1)).not.toBe(icon(0));
    expect(icon(6)).toBe(icon(0));
  });
});

describe('mission page', () => {
  it('shows Loading mission data... and then fallback text when the section is missing', async () => {
    answers['/mission-vision-sections/1'] = 'pending';
    renderPage(MissionPage, '/mission');
    expect(await screen.findByText('Loading mission data...')).toBeInTheDocument();
    cleanup();
    answers['/mission-vision-sections/1'] = failure(404, 'Mission & vision section not found');
    renderPage(MissionPage, '/mission');
    expect(await screen.findByText('Our Mission')).toBeInTheDocument();
    expect(screen.getByText('Our Vision')).toBeInTheDocument();
  });
});

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
