import { contactTexts } from '@grain/contract/contact';
import type { ContactFormRefusal } from '@grain/contract/contact-rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactFormSection, contactFormTexts } from './contact-form-section.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();

function formElement(props: ComponentProps<typeof ContactFormSection> = {}) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <ContactFormSection {...props} />
    </QueryClientProvider>
  );
}

const renderForm = (props: ComponentProps<typeof ContactFormSection> = {}) => render(formElement(props));

const refusal: ContactFormRefusal = {
  message: 'Please enter a valid email address',
  invalid: ['email'],
  values: { first_name: 'Ada', last_name: 'Oak', email: 'ada@example', message: 'A <b>walnut</b> table & "chairs"' },
};

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: /send message|sending/i });

async function fillIn(values: { first?: string; last?: string; email?: string; message?: string }) {
  const user = userEvent.setup();
  if (values.first) await user.type(field('First Name'), values.first);
  if (values.last) await user.type(field('Last Name'), values.last);
  if (values.email) await user.type(field('Email'), values.email);
  if (values.message) await user.type(field('Message'), values.message);
  return user;
}

const valid = { first: 'Ada', last: 'Oak', email: 'ada@example.com', message: 'A walnut table, please.' };

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ContactFormSection', () => {
  it("uses the server's texts", () => {
    expect(contactFormTexts).toEqual(contactTexts);
  });

  it('is a form posted to the contact page, with the server checking it', () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'Contact form' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contact');
    expect(form).toHaveAttribute('novalidate');
    for (const name of ['first_name', 'last_name', 'email', 'message', 'website']) {
      expect(form.querySelector(`[name="${name}"]`)).not.toBeNull();
    }
  });

  it("renders the server's refusal: its message, the fields it concerns and the values kept", () => {
    renderForm({ refusal });
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(screen.getByRole('alert')).not.toHaveTextContent('If the problem persists');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('First Name')).not.toHaveAttribute('aria-invalid');
    expect(field('First Name')).toHaveValue('Ada');
    expect(field('Email')).toHaveValue('ada@example');
    expect(field('Message')).toHaveValue('A <b>walnut</b> table & "chairs"');
  });

  it("escapes the visitor's values in the server's markup", () => {
    const html = renderToString(formElement({ refusal }));
    expect(html).toContain('A &lt;b&gt;walnut&lt;/b&gt; table &amp; &quot;chairs&quot;');
    expect(html).not.toContain('<b>walnut');
    expect(html).toContain('value="ada@example"');
    // The first field to fix has the focus as the page loads, without the app.
    const page = document.createElement('div');
    page.innerHTML = html;
    expect([...page.querySelectorAll('[autofocus]')].map((each) => each.getAttribute('name'))).toEqual(['email']);
    expect(renderToString(formElement())).not.toContain('autofocus');
  });

  it("shows the server's confirmation of a posted message", () => {
    renderForm({ sent: true });
    expect(screen.getByText('Thank you! Your message has been sent.')).toBeInTheDocument();
  });

  it('sends what was typed into the server page before the app started, and hydration keeps it', async () => {
    fetchMock.mockResolvedValue(json(201, { success: true, data: { id: 3 } }));
    const container = document.createElement('div');
    container.innerHTML = renderToString(formElement());
    document.body.append(container);
    const typed = {
      first_name: 'Early',
      last_name: 'Bird',
      email: 'early@example.com',
      message: 'Typed before the app.',
    };
    for (const [name, value] of Object.entries(typed)) {
      const input = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
      if (input) input.value = value;
    }
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, formElement());
    });
    expect(console.error).not.toHaveBeenCalled();
    expect(field('Message')).toHaveValue('Typed before the app.');
    await userEvent.setup().click(submitButton());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ ...typed, website: '' });
    expect(await screen.findByText('Thank you! Your message has been sent.')).toBeInTheDocument();
    act(() => root?.unmount());
    container.remove();
  });

  it('names the product of an enquiry and sends its id, with or without the app', async () => {
    fetchMock.mockResolvedValue(json(201, { success: true, data: { id: 4 } }));
    const product = { id: 12, name: 'Walnut <Sideboard>' };
    const html = renderToString(formElement({ product }));
    expect(html).toContain('About: <strong>Walnut &lt;Sideboard&gt;</strong>');
    expect(html).toMatch(/<input type="hidden" name="product_id" value="12"\/>/);

    renderForm({ product });
    expect(screen.getByText(/^About:/)).toHaveTextContent('About: Walnut <Sideboard>');
    const user = await fillIn(valid);
    await user.click(submitButton());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      first_name: 'Ada',
      last_name: 'Oak',
      email: 'ada@example.com',
      message: 'A walnut table, please.',
      website: '',
      product_id: 12,
    });
    expect(await screen.findByText('Thank you! Your message has been sent.')).toBeInTheDocument();
    // The enquiry stays one for a second message.
    expect(document.querySelector<HTMLInputElement>('input[name="product_id"]')?.value).toBe('12');
  });

  it('names no product and sends none for a general message', () => {
    renderForm();
    expect(screen.queryByText(/^About:/)).toBeNull();
    expect(document.querySelector('input[name="product_id"]')).toBeNull();
  });

  it('labels every field and marks them required', () => {
    renderForm();
    for (const name of ['First Name', 'Last Name', 'Email', 'Message']) {
      expect(field(name)).toBeRequired();
    }
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('asks for every field when one is blank or only spaces, without sending', async () => {
    renderForm();
    const user = await fillIn({ ...valid, last: '   ' });
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required');
    expect(field('Last Name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an email without the text@text.text shape', async () => {
    renderForm();
    const user = await fillIn({ ...valid, email: 'ada@example' });
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears the error as soon as a field is edited', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required');
    await user.type(field('First Name'), 'A');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the trimmed fields with the empty honeypot, shows Sending... and then the notice for 5 seconds', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderForm();
    const user = await fillIn({ ...valid, first: '  Ada ' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(submitButton());

    expect(submitButton()).toHaveTextContent('Sending...');
    expect(submitButton()).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/contact/send');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      first_name: 'Ada',
      last_name: 'Oak',
      email: 'ada@example.com',
      message: 'A walnut table, please.',
      website: '',
    });

    await act(async () => answer(json(201, { success: true, message: 'Message sent', data: { id: 1 } })));
    expect(await screen.findByText('Thank you! Your message has been sent.')).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Send Message');
    expect(submitButton()).toBeEnabled();
    for (const name of ['First Name', 'Last Name', 'Email', 'Message']) expect(field(name)).toHaveValue('');

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Thank you! Your message has been sent.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Thank you! Your message has been sent.')).not.toBeInTheDocument();
  });

  it("shows the server's message and the hint when the request fails", async () => {
    fetchMock.mockResolvedValue(json(429, { success: false, message: 'Too many messages. Please wait a minute.' }));
    renderForm();
    const user = await fillIn(valid);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many messages. Please wait a minute.');
    expect(alert).toHaveTextContent('If the problem persists, please try again or contact us directly.');
    expect(field('First Name')).toHaveValue('Ada');
  });

  it('shows the error text and the hint when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm();
    const user = await fillIn(valid);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network error: the server could not be reached.');
    expect(alert).toHaveTextContent('If the problem persists, please try again or contact us directly.');
  });

  it('shows the default text without the hint when an answer carries no success flag', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: 'maybe' }));
    renderForm();
    const user = await fillIn(valid);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to send message. Please try again.');
    expect(alert).not.toHaveTextContent('If the problem persists');
  });

  it('shows the message of an answer whose success flag is false', async () => {
    fetchMock.mockResolvedValue(json(200, { success: false, message: 'Messages are paused today.' }));
    renderForm();
    const user = await fillIn(valid);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Messages are paused today.');
  });

  it('sends again after an error once the visitor resubmits', async () => {
    fetchMock
      .mockResolvedValueOnce(json(500, { success: false, message: 'Server error' }))
      .mockResolvedValueOnce(json(201, { success: true, data: { id: 2 } }));
    renderForm();
    const user = await fillIn(valid);
    await user.click(submitButton());
    await screen.findByRole('alert');
    fireEvent.submit(submitButton().closest('form') as HTMLFormElement);
    await waitFor(() => expect(screen.getByText('Thank you! Your message has been sent.')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
