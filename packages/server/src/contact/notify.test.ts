import net, { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCategory, createProduct, productBody } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

interface TestSmtpServer {
  port: number;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1; `beforeAccept` runs before each mail is acknowledged. */
async function startSmtpServer(
  options: { port?: number; beforeAccept?: () => Promise<void> } = {},
): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const accept = options.beforeAccept?.() ?? Promise.resolve();
        accept.then(() => {
          const mailFrom = session.envelope.mailFrom;
          mails.push({
            from: mailFrom ? mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on (yet). */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const visitor = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  message: 'Could you build a walnut bookcase, two metres high?',
};

const sendMessage = (t: TestApp, payload: Record<string, unknown> = visitor) =>
  t.app.inject({ method: 'POST', url: '/api/contact/send', payload });

const storedMessage = (t: TestApp, id: number) =>
  t.app.grain.db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const addContactSection = (t: TestApp, email?: string) =>
  t.asAdmin({
    method: 'POST',
    url: '/api/contact-sections',
    payload: { phone: '+1 555 0100', location: '12 Timber Lane', ...(email ? { email } : {}) },
  });

const MINUTE = 60_000;

describe('contact notifications through a working mail server', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let releaseMail: () => void = () => {};
  let mailGate: Promise<void> = Promise.resolve();
  const storedWhenMailArrived: boolean[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer({
      beforeAccept: async () => {
        const rows = await t.app.grain.db.selectFrom('contact_messages').select('id').execute();
        storedWhenMailArrived.push(rows.length > 0);
        await mailGate;
      },
    });
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'Grain <site@grain.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('keeps the message and records why when no contact section has an email', async () => {
    await addContactSection(t);
    const response = await sendMessage(t);
    expect(response.statusCode).toBe(201);
    const id = response.json().data.id;
    await vi.waitFor(async () => expect((await storedMessage(t, id)).notify_error).not.toBeNull());
    const row = await storedMessage(t, id);
    expect(row.notify_error).toBe('No contact section has an email address to notify.');
    expect(row.notified_at).toBeNull();
    expect(row.notify_attempts).toBe(1);
    expect(smtp.mails).toHaveLength(0);
  });

  it('emails the first contact section with an email, after storing and without delaying the answer', async () => {
    await addContactSection(t, 'workshop@grain.test');
    await addContactSection(t, 'second@grain.test');
    mailGate = new Promise((resolve) => {
      releaseMail = resolve;
    });

    // The mail server holds the mail until the visitor has the answer: awaiting it would hang.
    const answered = await Promise.race([
      sendMessage(t),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000)),
    ]);
    releaseMail();
    expect(answered?.statusCode).toBe(201);
    const id = answered?.json().data.id;

    await vi.waitFor(async () => expect((await storedMessage(t, id)).notified_at).not.toBeNull());
    expect(storedWhenMailArrived).toEqual([true]);
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail.from).toBe('site@grain.test');
    expect(mail.to).toEqual(['workshop@grain.test']);
    expect(mail.raw).toContain('Subject: New contact message from Ada Lovelace');
    expect(mail.raw).toContain('Reply-To: Ada Lovelace <ada@example.com>');
    expect(mail.raw).toContain('Name: Ada Lovelace');
    expect(mail.raw).toContain('Email: ada@example.com');
    expect(mail.raw).toContain('Could you build a walnut bookcase, two metres high?');

    const row = await storedMessage(t, id);
    expect(row.notify_attempts).toBe(1);
    expect(row.notify_error).toBeNull();
  });

  it("names a product enquiry's product, the visitor's address as Reply-To", async () => {
    const category = await createCategory(t, 'Tables');
    const product = await createProduct(t, productBody(category, { name: 'Oak Dining Table' }));
    const response = await sendMessage(t, { ...visitor, product_id: product.id });
    const id = response.json().data.id;
    await vi.waitFor(async () => expect((await storedMessage(t, id)).notified_at).not.toBeNull());
    const mail = smtp.mails.at(-1);
    expect(mail?.to).toEqual(['workshop@grain.test']);
    expect(mail?.raw).toContain('Subject: New enquiry about Oak Dining Table from Ada Lovelace');
    expect(mail?.raw).toContain('Reply-To: Ada Lovelace <ada@example.com>');
    expect(mail?.raw).toContain('About: Oak Dining Table');
  });

  it('keeps line breaks of a name out of the mail headers', async () => {
    const response = await sendMessage(t, { ...visitor, first_name: 'Ada\r\nBcc: victim@example.com' });
    const id = response.json().data.id;
    await vi.waitFor(async () => expect((await storedMessage(t, id)).notified_at).not.toBeNull());
    const mail = smtp.mails.at(-1);
    expect(mail?.to).toEqual(['workshop@grain.test']);
    expect(mail?.raw).toContain('Subject: New contact message from Ada Bcc: victim@example.com Lovelace');
    expect(mail?.raw).not.toMatch(/^Bcc:/m);
  });
});

describe('contact notifications when the mail server is down', () => {
  let port: number;
  let t: TestApp;
  let smtp: TestSmtpServer | undefined;

  beforeAll(async () => {
    port = await closedPort();
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
    await addContactSection(t, 'workshop@grain.test');
  });
  afterAll(async () => {
    await t.close();
    await smtp?.close();
  });

  it('stores the message, answers success and records the failure', async () => {
    const response = await sendMessage(t);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Thank you! Your message has been sent.');
    const id = response.json().data.id;

    await vi.waitFor(async () => expect((await storedMessage(t, id)).notify_error).not.toBeNull());
    const row = await storedMessage(t, id);
    expect(row).toMatchObject({ first_name: 'Ada', notified_at: null, notify_attempts: 1 });
    expect(row.notify_error).toContain('ECONNREFUSED');
  });

  it('retries only once the back-off is over, and delivers when the server is back', async () => {
    const [row] = await t.app.grain.db.selectFrom('contact_messages').selectAll().execute();
    smtp = await startSmtpServer({ port });

    await t.app.grain.contactNotifier.retryDue(new Date());
    expect(smtp.mails).toHaveLength(0);
    expect((await storedMessage(t, row.id)).notify_attempts).toBe(1);

    await t.app.grain.contactNotifier.retryDue(new Date(Date.now() + MINUTE + 1_000));
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0].to).toEqual(['workshop@grain.test']);
    const delivered = await storedMessage(t, row.id);
    expect(delivered.notified_at).not.toBeNull();
    expect(delivered.notify_error).toBeNull();
    expect(delivered.notify_attempts).toBe(2);

    await t.app.grain.contactNotifier.retryDue(new Date(Date.now() + 60 * MINUTE));
    expect(smtp.mails).toHaveLength(1);
  });

  it('gives up on a message after its last attempt', async () => {
    const response = await sendMessage(t);
    const id = response.json().data.id;
    await vi.waitFor(async () => expect((await storedMessage(t, id)).notify_attempts).toBe(1));
    await t.app.grain.db.updateTable('contact_messages').set({ notify_attempts: 8 }).where('id', '=', id).execute();

    await t.app.grain.contactNotifier.retryDue(new Date(Date.now() + 24 * 60 * MINUTE));
    expect((await storedMessage(t, id)).notified_at).toBeNull();
    expect((await storedMessage(t, id)).notify_attempts).toBe(8);
  });
});

describe('contact messages without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ smtpUrl: undefined });
    await addContactSection(t, 'workshop@grain.test');
  });
  afterAll(() => t.close());

  it('only stores the message', async () => {
    const response = await sendMessage(t);
    expect(response.statusCode).toBe(201);
    await t.app.grain.contactNotifier.retryDue(new Date(Date.now() + 60 * MINUTE));
    const row = await storedMessage(t, response.json().data.id);
    expect(row).toMatchObject({ notified_at: null, notify_attempts: 0, notify_error: null });
  });
});
