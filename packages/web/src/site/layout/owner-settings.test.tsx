import { defaultPublicSiteSettings, type PublicSiteSettings } from '@grain/contract/site-settings';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteSettingsProvider } from '../../head/site-settings.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { Logo } from './logo.tsx';
import { SocialLinks } from './social-links.tsx';

function renderWith(settings: PublicSiteSettings, children: React.ReactNode) {
  return render(
    <SiteSettingsProvider settings={{ origin: 'http://localhost', currency: 'USD', settings }}>
      <MemoryRouter>{children}</MemoryRouter>
    </SiteSettingsProvider>,
  );
}

describe("the layout with the owner's settings", () => {
  afterEach(cleanup);

  it('shows the menu entries in the owner’s order and labels, without the hidden one', () => {
    const menu = [...defaultPublicSiteSettings.menu].reverse().map((entry) => ({
      ...entry,
      label: entry.key === 'blog' ? 'Journal' : entry.label,
      visible: entry.key !== 'pages',
    }));
    renderWith({ ...defaultPublicSiteSettings, menu }, <DesktopNav />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const labels = within(nav)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === nav)
      .map((item) => item.querySelector('a, summary')?.textContent?.trim());
    expect(labels).toEqual(['Contact', 'Journal', 'Products', 'Project', 'Home']);
    expect(within(nav).getByRole('link', { name: 'Journal' }).getAttribute('href')).toBe('/blog');
  });

  it('shows only the social links filled in, each named for its network', () => {
    renderWith(
      {
        ...defaultPublicSiteSettings,
        social_links: [
          { network: 'linkedin', url: 'https://www.linkedin.com/company/oak' },
          { network: 'x', url: 'https://x.com/oak' },
        ],
      },
      <SocialLinks label="Social media" />,
    );
    const links = within(screen.getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['LinkedIn', 'https://www.linkedin.com/company/oak'],
      ['X', 'https://x.com/oak'],
    ]);
  });

  it('draws an uploaded logo at its ratio with width and height set, named by the site name', () => {
    renderWith(
      {
        ...defaultPublicSiteSettings,
        site_name: 'Oak & Ash',
        logo: { url: '/storage/site/l.png', width: 400, height: 100 },
      },
      <Logo />,
    );
    const image = screen.getByRole('img', { name: 'Oak & Ash' });
    expect(image.getAttribute('width')).toBe('192');
    expect(image.getAttribute('height')).toBe('48');
  });

  it('writes the site name beside the mark while no logo is uploaded', () => {
    renderWith({ ...defaultPublicSiteSettings, site_name: 'Oak & Ash' }, <Logo />);
    expect(screen.getByRole('link').textContent).toContain('Oak & Ash');
  });
});
