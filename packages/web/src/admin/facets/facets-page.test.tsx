import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, fail, mockApi, ok, renderScreen, withApiMocks } from '../../../test/admin.tsx';

const entry = (id: number, slug: string, name: string, products: number, extra: object = {}) => ({
  id,
  slug,
  name,
  label: null,
  position: 0,
  hidden: false,
  merge_into_id: null,
  products,
  ...extra,
});

const mapping = () =>
  ok([
    {
      ...entry(1, 'material', 'Material', 14),
      values: [entry(10, 'oak', 'Oak', 9), entry(11, 'solid-oak', 'Solid oak', 3), entry(12, 'walnut', 'Walnut', 5)],
    },
    { ...entry(2, 'finish', 'Finish', 6, { label: 'Surface' }), values: [entry(20, 'wax', 'Wax', 6)] },
  ]);

const puts = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([input, init]) => [String(input), JSON.parse(String(init?.body))]);

describe('the filters screen', () => {
  withApiMocks();

  it('lists the keys found with their values, and merges a value into another', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/facets': mapping,
      'PUT /api/facets/values/11': ({ body }) => ok({ ...entry(11, 'solid-oak', 'Solid oak', 3), ...(body as object) }),
    });
    renderScreen('/admin/filters', '/admin/filters', adminUser);
    expect(await screen.findByRole('heading', { level: 2, name: 'Material' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Surface' })).toBeInTheDocument();

    const material = screen.getByRole('region', { name: 'Material' });
    await user.click(within(material).getByText('3 values'));
    const solid = within(material).getByRole('form', { name: 'value Solid oak' });
    expect(solid).toHaveTextContent('3 products');
    const merge = within(solid).getByLabelText('Merge into');
    // Another value of the same key, never itself.
    expect(
      within(merge)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['(none)', 'Oak', 'Walnut']);
    await user.selectOptions(merge, 'Oak');
    await user.type(within(solid).getByLabelText('Label'), 'Oak (solid)');
    await user.click(within(solid).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The value Solid oak was saved.')).toBeInTheDocument();
    expect(puts(api)).toEqual([
      ['/api/facets/values/11', { label: 'Oak (solid)', position: 0, hidden: false, merge_into_id: 10 }],
    ]);
  });

  it('renames, orders and hides a key, and shows a refusal', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const api = mockApi({
      'GET /api/facets': mapping,
      'PUT /api/facets/keys/2': () =>
        refuse
          ? fail(422, 'A label is at most 120 characters.', { label: ['A label is at most 120 characters.'] })
          : ok(entry(2, 'finish', 'Finish', 6)),
    });
    renderScreen('/admin/filters', '/admin/filters', adminUser);
    const finish = within(await screen.findByRole('region', { name: 'Surface' })).getByRole('form', {
      name: 'filter Finish',
    });
    const label = within(finish).getByLabelText('Label');
    expect(label).toHaveValue('Surface');
    await user.clear(label);
    await user.type(label, 'Finish and oil');
    await user.clear(within(finish).getByLabelText('Position'));
    await user.type(within(finish).getByLabelText('Position'), '-2');
    await user.click(within(finish).getByLabelText('Hidden'));
    await user.click(within(finish).getByRole('button', { name: 'Save' }));
    expect(await within(finish).findAllByText('A label is at most 120 characters.')).not.toHaveLength(0);

    refuse = false;
    await user.click(within(finish).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The filter Finish was saved.')).toBeInTheDocument();
    expect(puts(api).at(-1)).toEqual([
      '/api/facets/keys/2',
      { label: 'Finish and oil', position: -2, hidden: true, merge_into_id: null },
    ]);
  });

  it('keeps a merge into a value that was merged in turn when the value is saved again', async () => {
    const user = userEvent.setup();
    // Solid oak went into European oak, which went into Oak later: Solid oak counts as Oak.
    const api = mockApi({
      'GET /api/facets': () =>
        ok([
          {
            ...entry(1, 'material', 'Material', 14),
            values: [
              entry(10, 'oak', 'Oak', 12),
              entry(11, 'solid-oak', 'Solid oak', 0, { merge_into_id: 12 }),
              entry(12, 'european-oak', 'European oak', 0, { merge_into_id: 10 }),
              entry(13, 'walnut', 'Walnut', 5),
            ],
          },
        ]),
      'PUT /api/facets/values/11': ({ body }) => ok({ ...entry(11, 'solid-oak', 'Solid oak', 0), ...(body as object) }),
    });
    renderScreen('/admin/filters', '/admin/filters', adminUser);
    const material = await screen.findByRole('region', { name: 'Material' });
    await user.click(within(material).getByText('4 values'));
    const solid = within(material).getByRole('form', { name: 'value Solid oak' });
    const merge = within(solid).getByLabelText('Merge into');
    expect(merge).toHaveValue('12');
    // Its own target is offered; the other merged-away values are not.
    expect(
      within(merge)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['(none)', 'Oak', 'European oak', 'Walnut']);
    await user.type(within(solid).getByLabelText('Label'), 'Oak, solid');
    await user.click(within(solid).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The value Solid oak was saved.')).toBeInTheDocument();
    expect(puts(api)).toEqual([
      ['/api/facets/values/11', { label: 'Oak, solid', position: 0, hidden: false, merge_into_id: 12 }],
    ]);
  });
});
