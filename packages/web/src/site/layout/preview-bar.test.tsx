import { defaultPublicSiteSettings } from '@grain/contract/site-settings';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteSettingsProvider } from '../../head/site-settings.tsx';
import { PreviewBar } from './preview-bar.tsx';

afterEach(cleanup);

const site = { origin: 'https://grain.test', currency: 'USD', settings: defaultPublicSiteSettings };

describe('PreviewBar', () => {
  it('tells a preview page’s reader that visitors do not see the draft', () => {
    render(
      <SiteSettingsProvider settings={{ ...site, preview: { base: '/preview/abc' } }}>
        <PreviewBar />
      </SiteSettingsProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Preview of a draft — visitors do not see these changes.');
  });

  it('shows nothing on the site’s own pages', () => {
    const { container } = render(
      <SiteSettingsProvider settings={site}>
        <PreviewBar />
      </SiteSettingsProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
