// Every email and SMS message identity sends goes through here (decision 0029): an address or
// number receives at most `perRecipientPerHour` of them, whichever brand sends them, and one
// client (IP address, IPv6 /64) causes at most `perClientPerHour`. The sends are counted in
// notification_sends inside the caller's transaction, under locks on the keys, so the limits
// hold across server processes. A throttled message is logged without its address and never
// reaches the outbox; callers answer the requester exactly as if it had gone out.
import { DEFAULT_NOTIFICATION_LIMITS } from '../config.ts';
import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { Queryable } from '../db/store.ts';
import { writeEmail, writeSms, type OutgoingEmail, type OutgoingSms } from './outbox.ts';

export interface NotificationLimits {
  perRecipientPerHour: number;
  perClientPerHour: number;
}

export const NOTIFICATION_WINDOW_MS = 60 * 60_000;

export type Notification =
  { channel: 'email'; message: OutgoingEmail } | { channel: 'sms'; message: OutgoingSms };

export const email = (message: OutgoingEmail): Notification => ({ channel: 'email', message });
export const sms = (message: OutgoingSms): Notification => ({ channel: 'sms', message });

export interface NotificationLog {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface Notifier {
  /**
   * Writes each message to its outbox unless its recipient or `client` (the requester's IP
   * address) reached a limit in the hour before `at`; in the caller's transaction. Returns, per
   * message, whether it went out (callers must not let the answer depend on it).
   */
  send(
    tx: Queryable,
    client: string,
    notifications: readonly Notification[],
    at: Date,
  ): Promise<boolean[]>;
}

export function createNotifier(deps: {
  limits?: Partial<NotificationLimits>;
  log: NotificationLog;
}): Notifier {
  const limits = { ...DEFAULT_NOTIFICATION_LIMITS, ...deps.limits };
  return {
    async send(tx, client, notifications, at) {
      if (notifications.length === 0) return [];
      const clientKey = keyOf(`client:${clientAddressKey(client)}`);
      const recipientKeys = notifications.map(recipientKey);
      await lockKeys(tx, [clientKey, ...recipientKeys]);
      const since = new Date(at.getTime() - NOTIFICATION_WINDOW_MS);
      const sent: boolean[] = [];
      for (const [index, notification] of notifications.entries()) {
        const recipient = recipientKeys[index]!;
        const { rows } = await tx.query<{ recipient: number; client: number }>(
          `select count(*) filter (where recipient_key = $1)::int as recipient,
                  count(*) filter (where client_key = $2)::int as client
           from notification_sends
           where (recipient_key = $1 or client_key = $2) and sent_at > $3`,
          [recipient, clientKey, since],
        );
        const counts = rows[0] ?? { recipient: 0, client: 0 };
        const limit =
          counts.recipient >= limits.perRecipientPerHour
            ? 'recipient'
            : counts.client >= limits.perClientPerHour
              ? 'client'
              : undefined;
        if (limit) {
          const { message } = notification;
          deps.log.warn(
            {
              channel: notification.channel,
              kind: message.kind,
              brand: message.brand,
              to: maskRecipient(message.to),
              client,
              limit,
            },
            'notification throttled',
          );
          sent.push(false);
          continue;
        }
        await tx.query(
          'insert into notification_sends (recipient_key, client_key, sent_at) values ($1, $2, $3)',
          [recipient, clientKey, at],
        );
        if (notification.channel === 'email') await writeEmail(tx, notification.message);
        else await writeSms(tx, notification.message);
        sent.push(true);
      }
      return sent;
    },
  };
}

function keyOf(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function recipientKey(notification: Notification): string {
  const to = notification.message.to.trim();
  return keyOf(
    `${notification.channel}:${notification.channel === 'email' ? to.toLowerCase() : to}`,
  );
}

/** Advisory-lock namespace of the notification keys (the two-key form: apart from others). */
const LOCK_NAMESPACE = 0x6e6f7469; // "noti"

/**
 * Takes a transaction lock per key, in one order for every caller (by the lock's number), so
 * transactions counting the same recipient or client take turns and never deadlock.
 */
async function lockKeys(tx: Queryable, keys: readonly string[]): Promise<void> {
  const numbers = [...new Set(keys.map((key) => Number.parseInt(key.slice(0, 8), 16) | 0))].sort(
    (a, b) => a - b,
  );
  for (const number of numbers) {
    await tx.query('select pg_advisory_xact_lock($1::int, $2::int)', [LOCK_NAMESPACE, number]);
  }
}

/** An IPv4 address as is (also when IPv4-mapped), an IPv6 address by its /64 network. */
export function clientAddressKey(address: string): string {
  const plain = address.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(plain)) return plain;
  // One subscriber holds a whole /64: its addresses are one client.
  const [head = '', tail] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const groups = [...left, ...Array<string>(8 - width(left) - width(right)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** For logs: enough to tell messages apart, not the address (d***@lobby.test, +358***67). */
export function maskRecipient(to: string): string {
  const at = to.lastIndexOf('@');
  if (at > 0) return `${to.slice(0, 1)}***${to.slice(at)}`;
  return to.length > 6 ? `${to.slice(0, 4)}***${to.slice(-2)}` : '***';
}
