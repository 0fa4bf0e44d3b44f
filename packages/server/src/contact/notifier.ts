import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { readSiteSettings } from '../db/site-settings.ts';
import type { Mailer } from './mailer.ts';
import {
  type ContactMessageRow,
  claimNotifyAttempt,
  notificationRecipient,
  pendingNotifications,
  recordNotified,
  recordNotifyFailure,
} from './messages-repository.ts';
import { notificationMail } from './notification-mail.ts';

const retryPolicy = {
  /** Attempts per message, the first one included; after that the message is left alone. */
  maxAttempts: 8,
  /** Wait before the second attempt; each later wait doubles (1, 2, 4 … 64 minutes). */
  baseDelayMs: 60_000,
  /** How often the background loop looks for due retries. */
  intervalMs: 60_000,
  /** Messages looked at per pass. */
  batchSize: 50,
};

/**
 * Emails the company about each new contact message. Sending happens after the message is
 * stored and outside the request, so a slow or broken mail server never costs a message or
 * delays the visitor; failed sends are retried with back-off by a loop the app starts.
 */
export interface ContactNotifier {
  /** Starts the first delivery of a freshly stored message; never throws. */
  notifyInBackground(row: ContactMessageRow): void;
  /** One pass over messages whose notification failed and whose back-off is over. */
  retryDue(now?: Date): Promise<void>;
  start(): void;
  /** Stops the loop and waits for deliveries under way. */
  stop(): Promise<void>;
}

/**
 * The back-off counts from the row's last write: the last attempt's bookkeeping, or an admin
 * marking the message read, which at worst delays the retry a little.
 */
function isRetryDue(row: ContactMessageRow, now: Date): boolean {
  const delay = retryPolicy.baseDelayMs * 2 ** Math.max(0, row.notify_attempts - 1);
  return Date.parse(row.updated_at) + delay <= now.getTime();
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export function createContactNotifier(options: {
  db: Kysely<Database>;
  /** Null when no SMTP_URL is set: nothing is sent and messages are only stored. */
  mailer: Mailer | null;
  log: FastifyBaseLogger;
}): ContactNotifier {
  const { db, mailer, log } = options;
  const underWay = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let currentPass: Promise<void> | undefined;
  let stopped = false;

  const send = async (sender: Mailer, row: ContactMessageRow) => {
    if (!(await claimNotifyAttempt(db, row))) return;
    try {
      const recipient = await notificationRecipient(db);
      if (!recipient) throw new Error('No contact section has an email address to notify.');
      // Sent in the site's name as the owner set it (site settings): "Grain website" by default.
      const { settings } = await readSiteSettings(db);
      await sender.send(notificationMail(row, recipient, settings.site_name));
      await recordNotified(db, row.id);
    } catch (error) {
      log.warn({ err: error, contactMessageId: row.id }, 'contact message notification failed');
      await recordNotifyFailure(db, row.id, errorText(error));
    }
  };

  const track = (sender: Mailer, row: ContactMessageRow) => {
    const delivery = send(sender, row).catch((error: unknown) =>
      log.error({ err: error, contactMessageId: row.id }, 'contact message notification bookkeeping failed'),
    );
    underWay.add(delivery);
    void delivery.finally(() => underWay.delete(delivery));
    return delivery;
  };

  const runPass = async (sender: Mailer, now: Date) => {
    const rows = await pendingNotifications(db, { maxAttempts: retryPolicy.maxAttempts, limit: retryPolicy.batchSize });
    for (const row of rows.filter((candidate) => isRetryDue(candidate, now))) {
      if (stopped) return;
      await track(sender, row);
    }
  };

  /** A call while a pass is under way joins that pass instead of starting a second one. */
  const retryDue = (now = new Date()) => {
    if (!mailer || stopped) return Promise.resolve();
    currentPass ??= runPass(mailer, now).finally(() => {
      currentPass = undefined;
    });
    return currentPass;
  };

  return {
    notifyInBackground(row) {
      if (mailer && !stopped) track(mailer, row);
    },
    retryDue,
    start() {
      if (!mailer || timer || stopped) return;
      timer = setInterval(() => {
        retryDue().catch((error: unknown) => log.error({ err: error }, 'contact notification retry pass failed'));
      }, retryPolicy.intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await Promise.allSettled([currentPass, ...underWay]);
      mailer?.close();
    },
  };
}
