import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, ok, renderPage, stubApiAnswers } from '../../../test/site-pages.tsx';
import { variantsOf } from '../../../test/ui.tsx';
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

  it('shows each statement over its picture: a responsive image, the mission one fetched first', async () => {
    const meta = (name: string) => variantsOf(name, { width: 1600, height: 900 });
    answers['/mission-vision-sections/1'] = ok({
      id: 1,
      mission_title: 'Honest furniture',
      vision_title: 'Furniture that stays',
      mission_background_image_url: '/storage/mission.jpg',
      mission_background_image_meta: meta('mission.jpg'),
      vision_background_image_url: '/storage/vision.jpg',
      vision_background_image_meta: meta('vision.jpg'),
    });
    renderPage(MissionPage, '/mission');
    const container = document.body;
    await screen.findByText('Honest furniture');
    const [mission, vision] = [...container.querySelectorAll('section img')] as HTMLImageElement[];
    expect(mission.closest('picture')?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toBe(
      '/storage/variants/mission.jpg/w640.avif 640w',
    );
    expect(mission.getAttribute('fetchpriority')).toBe('high');
    expect(mission.getAttribute('loading')).toBe('eager');
    expect(vision.getAttribute('loading')).toBe('lazy');
    expect([mission.width, mission.height]).toEqual([1600, 900]);
    expect(container.innerHTML).not.toContain('undefined');
  });
});
