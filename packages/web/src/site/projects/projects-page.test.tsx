import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, ok, renderPage, renderSiteRoute, stubApiAnswers } from '../../../test/site-pages.tsx';
import { Component as ProjectDetailsPage } from './project-details-page.tsx';
import { Component as ProjectsPage } from './projects-page.tsx';

/** The loading, error and empty texts of the project pages (spec public §8). */

const answers = stubApiAnswers();

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

  it('answers a missing project with the 404 page saying Project not found', async () => {
    answers['/projects/3'] = failure(404, 'Project not found');
    renderSiteRoute('/project/details/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Project not found$/);
  });

  it('answers other failures with the error page saying Error loading project: {message}', async () => {
    answers['/projects/3'] = failure(500, 'Database unavailable');
    renderSiteRoute('/project/details/3');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error loading project: Database unavailable$/);
  });

  it('has the project title as its heading', async () => {
    answers['/projects/3'] = ok(project(3));
    renderSiteRoute('/project/details/3');
    expect(await screen.findByRole('heading', { level: 1, name: project(3).title })).toBeInTheDocument();
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
