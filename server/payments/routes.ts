// HTTP side of the sandbox provider: the hosted page (GET), its decision (form POST, then a 303
// back to the app), and the ledger's callback endpoint, which reads the raw body to check the
// signature over the exact bytes that were signed.
import type { FastifyInstance } from 'fastify';
import { renderPage } from '../http/html-page.ts';
import type { Payments } from './service.ts';
import { renderPaymentPage } from './sandbox-page.ts';
import { SIGNATURE_HEADER } from './signature.ts';
import { CALLBACK_PATH } from './worker.ts';

const BODY_LIMIT = 16 * 1024;

type Form = Record<string, string | undefined>;

export async function registerPaymentRoutes(
  app: FastifyInstance,
  payments: Payments,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // The callback's signature covers the bytes: keep them as they came.
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    scope.get<{ Params: { paymentId: string } }>(
      '/sandbox-pay/:paymentId',
      async (request, reply) => {
        const payment = await payments.payment(request.params.paymentId);
        const brand = payment ? await payments.brandOf(payment.brand) : undefined;
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        if (!payment || !brand) return reply.code(404).send('There is no such payment.');
        return reply.send(renderPaymentPage(brand, payment));
      },
    );

    scope.post<{ Params: { paymentId: string }; Body: Form }>(
      '/sandbox-pay/:paymentId',
      async (request, reply) => {
        const form = (request.body ?? {}) as Form;
        const decision = form.decision === 'decline' ? 'decline' : 'approve';
        const outcome = await payments.decide(
          request.params.paymentId,
          decision,
          form.bankAccount ?? '',
        );
        reply.header('cache-control', 'no-store');
        if (outcome.ok) return reply.redirect(outcome.redirectTo, 303);
        const payment = await payments.payment(request.params.paymentId);
        const brand = payment ? await payments.brandOf(payment.brand) : undefined;
        reply.code(outcome.status).type('text/html; charset=utf-8');
        if (!payment || !brand) return reply.send(outcome.message);
        return reply.send(
          payment.status === 'pending'
            ? renderPaymentPage(brand, payment, outcome.message)
            : renderPage({
                brand,
                title: 'Payment',
                body: `<p role="alert">${outcome.message}</p>`,
              }),
        );
      },
    );

    scope.post(CALLBACK_PATH, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers[SIGNATURE_HEADER];
      const result = await payments.applyCallback(
        raw,
        Array.isArray(signature) ? signature[0] : signature,
      );
      return reply.code(result.status).header('cache-control', 'no-store').send(result.body);
    });
  });
}
