import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PORTRAIT_SIZES, TEAM_EAGER_PORTRAITS, TeamGrid, teamMembers } from './team-grid.tsx';

afterEach(cleanup);

describe('TeamGrid', () => {
  it('shows one sized picture per member, in AVIF and WebP with a JPEG fallback at 320 and 640 px', () => {
    const { container } = render(<TeamGrid />);
    const pictures = container.querySelectorAll('picture');
    expect(pictures).toHaveLength(teamMembers.length);
    teamMembers.forEach((member, index) => {
      const picture = pictures[index];
      const avif = picture.querySelector('source[type="image/avif"]');
      const webp = picture.querySelector('source[type="image/webp"]');
      expect(avif?.getAttribute('srcset')).toMatch(
        new RegExp(`team-${index}-w320\\.avif.* 320w, .*team-${index}-w640\\.avif.* 640w$`),
      );
      expect(webp?.getAttribute('srcset')).toMatch(
        new RegExp(`team-${index}-w320\\.webp.* 320w, .*team-${index}-w640\\.webp.* 640w$`),
      );
      expect(avif).toHaveAttribute('sizes', PORTRAIT_SIZES);
      const image = screen.getByRole('img', { name: `Portrait of ${member.name}` });
      expect(image.parentElement).toBe(picture);
      expect(image).toHaveAttribute('width', '640');
      expect(image).toHaveAttribute('height', '640');
      expect(image.getAttribute('src')).toMatch(new RegExp(`team-${index}-w640\\.jpg`));
      // The first row is above the fold on wide screens: fetched at once, the first one first.
      expect(image).toHaveAttribute('loading', index < TEAM_EAGER_PORTRAITS ? 'eager' : 'lazy');
      const priority = index === 0 ? 'high' : index < TEAM_EAGER_PORTRAITS ? 'low' : null;
      expect(image.getAttribute('fetchpriority')).toBe(priority);
      // Files, never data URIs inlined into the bundle.
      for (const url of [image.getAttribute('src'), avif?.getAttribute('srcset')]) {
        expect(url).not.toMatch(/^data:/);
      }
    });
  });
});
