import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, renderPage, stubApiAnswers } from '../shared/page-test-utils.tsx';
import { Component as MissionPage } from './mission-page.tsx';

/** The loading text and fallback of the mission page (spec public §8). */

const answers = stubApiAnswers();

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
