import { defaultPublicSiteSettings } from '@grain/contract/site-settings';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteSettingsProvider } from '../../head/site-settings.tsx';
import { DEFAULT_CONTACT_DETAILS } from './contact-details.ts';
import { ScrollToTopButton } from './scroll-to-top-button.tsx';
import { SiteHeader } from './site-header.tsx';
import { isHeaderSticky, isScrollTopVisible } from './use-scroll.ts';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  cleanup();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

function renderHeader() {
  return render(
    <SiteSettingsProvider
      settings={{ origin: 'http://localhost', currency: 'USD', settings: defaultPublicSiteSettings }}
    >
      <MemoryRouter>
        <SiteHeader variant="classic" contact={DEFAULT_CONTACT_DETAILS} />
      </MemoryRouter>
    </SiteSettingsProvider>,
  );
}

describe('scroll thresholds', () => {
  it('sticks the header from 400 px and shows scroll-to-top after 50 px', () => {
    expect(isHeaderSticky(399)).toBe(false);
    expect(isHeaderSticky(400)).toBe(true);
    expect(isScrollTopVisible(50)).toBe(false);
    expect(isScrollTopVisible(51)).toBe(true);
  });
});

describe('SiteHeader', () => {
  it('becomes sticky once scrolled 400 px or more and unsticks above', () => {
    renderHeader();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-sticky', 'false');
    scrollTo(399);
    expect(header).toHaveAttribute('data-sticky', 'false');
    scrollTo(400);
    expect(header).toHaveAttribute('data-sticky', 'true');
    scrollTo(120);
    expect(header).toHaveAttribute('data-sticky', 'false');
  });

  it('shows the email, address and opening hours in the top bar', () => {
    renderHeader();
    expect(screen.getByText(DEFAULT_CONTACT_DETAILS.email)).toBeInTheDocument();
    expect(screen.getByText(DEFAULT_CONTACT_DETAILS.location)).toBeInTheDocument();
    expect(screen.getByText('Sunday - Friday: 9 am - 8 pm')).toBeInTheDocument();
  });
});

describe('ScrollToTopButton', () => {
  // Hidden, it is visibility: hidden (its CSS), so neither focused nor read (e2e layout.spec).
  it('appears only after 50 px of scroll, a link to the top of the page', () => {
    render(<ScrollToTopButton />);
    const button = screen.getByLabelText('Scroll to top');
    expect(button).toHaveAttribute('href', '#top');
    expect(button).toHaveAttribute('data-visible', 'false');
    scrollTo(50);
    expect(button).toHaveAttribute('data-visible', 'false');
    scrollTo(51);
    expect(button).toHaveAttribute('data-visible', 'true');
    scrollTo(0);
    expect(button).toHaveAttribute('data-visible', 'false');
  });
});
