import { defaultPublicSiteSettings, defaultSiteSettings } from '@grain/contract/site-settings';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, renderScreen, withApiMocks } from '../../../test/admin.tsx';

const stored = {
  ...defaultPublicSiteSettings,
  social_links_by_network: defaultSiteSettings.social_links,
  updated_at: null,
};

describe('the site settings screen', () => {
  withApiMocks();

  it('shows the stored settings and saves the edited ones as one multipart request', async () => {
    const sent: FormData[] = [];
    mockApi({
      'GET /api/site-settings': () => ok(stored),
      'PUT /api/site-settings': ({ body }) => {
        sent.push(body as FormData);
        const settings = JSON.parse(String((body as FormData).get('settings')));
        return ok({ ...stored, ...settings, social_links_by_network: settings.social_links });
      },
    });
    renderScreen('/admin/site-settings');
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Site name');
    expect(name).toHaveProperty('value', 'Grain');
    await user.clear(name);
    await user.type(name, 'Oak & Ash');
    await user.type(screen.getByLabelText('LinkedIn'), 'https://www.linkedin.com/company/oak');
    await user.clear(screen.getByLabelText('Label of the blog entry'));
    await user.type(screen.getByLabelText('Label of the blog entry'), 'Journal');
    await user.click(screen.getByRole('button', { name: 'Move Contact up' }));
    const shown = screen.getAllByRole('checkbox', { name: 'Shown' });
    await user.click(shown[1]);
    await user.selectOptions(screen.getByLabelText('Provider'), 'plausible');
    await user.type(screen.getByLabelText('Plausible domain'), 'oakandash.example');
    await user.upload(screen.getByLabelText('Logo'), new File(['png'], 'logo.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await screen.findByText('Site settings saved successfully.');
    const settings = JSON.parse(String(sent[0].get('settings')));
    expect(settings.site_name).toBe('Oak & Ash');
    expect(settings.social_links.linkedin).toBe('https://www.linkedin.com/company/oak');
    expect(settings.menu.map((entry: { label: string }) => entry.label)).toEqual([
      'Home',
      'Pages',
      'Project',
      'Products',
      'Contact',
      'Journal',
    ]);
    expect(settings.menu[1]).toMatchObject({ key: 'pages', visible: false });
    expect(settings.analytics).toEqual({ provider: 'plausible', domain: 'oakandash.example' });
    expect((sent[0].get('logo') as File).name).toBe('logo.png');
  });

  it("shows the server's errors beside their fields", async () => {
    mockApi({
      'GET /api/site-settings': () => ok(stored),
      'PUT /api/site-settings': () =>
        fail(422, 'The Google Analytics 4 measurement id must look like G-XXXXXXX.', {
          'analytics.measurement_id': ['The Google Analytics 4 measurement id must look like G-XXXXXXX.'],
        }),
    });
    renderScreen('/admin/site-settings');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Provider'), 'ga4');
    await user.type(screen.getByLabelText('Measurement id'), 'UA-1');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.getByLabelText('Measurement id').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('The Google Analytics 4 measurement id must look like G-XXXXXXX.').length).toBe(2);
  });
});
