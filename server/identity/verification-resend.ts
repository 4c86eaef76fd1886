// "Send the link again": answers alike for every address, and sends at most one link a minute
// to an unverified account, within the notification limits (notifications.ts).
import { createEmailVerification } from './email-verification.ts';
import { verificationEmail } from './messages.ts';
import { email as emailNotification } from './notifications.ts';
import { findPlayerByEmail } from '../players/players.ts';
import type { RegistrationRequest } from './registration.ts';

export const RESEND_VERIFICATION_COOLDOWN_MS = 60_000;

export async function resendVerificationEmail(
  request: RegistrationRequest,
  email: string,
): Promise<void> {
  const { store, brand, links, notifier, client, now } = request;
  if (typeof email !== 'string' || email.length > 254) return;
  await store.transaction(async (tx) => {
    const player = await findPlayerByEmail(tx, brand.key, email);
    if (!player || player.emailVerified || player.accountClosed) return;
    const { rows } = await tx.query<{ count: number }>(
      `select count(*)::int as count from email_outbox
       where brand = $1 and lower(to_address) = lower($2) and kind = 'verify-email'
         and created_at > now() - make_interval(secs => $3)`,
      [brand.key, player.email, RESEND_VERIFICATION_COOLDOWN_MS / 1000],
    );
    if ((rows[0]?.count ?? 0) > 0) return;
    const token = await createEmailVerification(tx, player.id, player.email, now);
    const link = links.verifyEmail(token);
    const message = verificationEmail(brand, player.email, player.firstName, link);
    await notifier.send(tx, client, [emailNotification(message)], now);
  });
}
