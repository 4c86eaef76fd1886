// The sandbox provider's hosted page: the brand, the amount, a bank-account field (Pay N Play
// identifies the player by it) and Approve / Decline. Plain HTML, no script, one form.
import type { Brand } from '../brands/brand.ts';
import { escapeHtml, renderPage } from '../http/html-page.ts';
import { formatAmount } from '../ledger/amounts.ts';
import type { SandboxPayment } from './sandbox-payments.ts';

/** A stand-in account the page suggests, so a deposit is two clicks in development. */
export function suggestedAccount(payment: SandboxPayment): string {
  return payment.paymentMethod === 'card' ? '4242 **** **** 4242' : 'FI21 1234 5600 0007 85';
}

export function renderPaymentPage(brand: Brand, payment: SandboxPayment, error?: string): string {
  const amount = escapeHtml(formatAmount(payment.amount, payment.currency));
  const provider = escapeHtml(payment.provider);
  const action = `/sandbox-pay/${encodeURIComponent(payment.id)}`;
  if (payment.status !== 'pending') {
    return renderPage({
      brand,
      title: `Payment ${payment.status}`,
      body: `<p class="notice" role="status">This payment of ${amount} was already ${payment.status}.</p>
<p><a href="${escapeHtml(payment.returnUrl)}">Back to ${escapeHtml(brand.siteDataName)}</a></p>`,
    });
  }
  const payNPlay = payment.kind === 'pay-n-play';
  const account = escapeHtml(suggestedAccount(payment));
  return renderPage({
    brand,
    title: payNPlay ? `Deposit and sign in with ${provider}` : `Pay with ${provider}`,
    body: `${error ? `<p class="alert" role="alert">${escapeHtml(error)}</p>` : ''}
<p>Sandbox payment: no real money moves.</p>
<dl>
  <dt>Amount</dt><dd data-testid="sandbox-amount">${amount}</dd>
  <dt>Method</dt><dd>${escapeHtml(payment.paymentMethod)}</dd>
</dl>
<form method="post" action="${action}">
  <label for="bankAccount">${payNPlay ? 'Bank account (identifies you)' : 'Account'}</label>
  <input id="bankAccount" name="bankAccount" value="${account}" required maxlength="64"
    autocomplete="off">
  <button type="submit" name="decision" value="approve">Approve</button>
  <button type="submit" name="decision" value="decline" class="secondary" formnovalidate>Decline</button>
</form>`,
  });
}
