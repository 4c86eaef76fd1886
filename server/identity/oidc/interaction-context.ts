// The interaction a request belongs to (from the provider's interaction cookie), and how a page
// or a finished interaction is answered.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionResults } from 'oidc-provider';
import { messagePage, type InteractionPage } from './pages.ts';
import { resolveRealm, type Realm, type RealmDependencies } from './realm.ts';

export type Interaction = Awaited<ReturnType<Realm['provider']['interactionDetails']>>;

export interface CurrentInteraction {
  realm: Realm;
  interaction: Interaction;
  page: InteractionPage;
}

export function sendHtml(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}

/** This browser's interaction with the uid of the path; else an "expired" page, and undefined. */
export async function currentInteraction(
  deps: RealmDependencies,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<CurrentInteraction | undefined> {
  const realm = await resolveRealm(deps, request);
  const uid = (request.params as { uid?: string }).uid;
  const interaction = await realm.provider
    .interactionDetails(request.raw, reply.raw)
    .catch(() => undefined);
  if (!interaction || interaction.uid !== uid) {
    await sendHtml(
      reply,
      400,
      messagePage(
        realm.brand,
        'Sign-in expired',
        'This sign-in page has expired. Go back and sign in again.',
        `${realm.origin}/`,
      ),
    );
    return undefined;
  }
  return {
    realm,
    interaction,
    page: { brand: realm.brand, basePath: `${realm.prefix}/interaction/${uid}` },
  };
}

/** Stores the result and sends the browser back to the provider, which resumes the request. */
export async function finishInteraction(
  request: FastifyRequest,
  reply: FastifyReply,
  { realm }: CurrentInteraction,
  result: InteractionResults,
): Promise<FastifyReply> {
  const returnTo = await realm.provider.interactionResult(request.raw, reply.raw, result, {
    mergeWithLastSubmission: false,
  });
  return reply.code(303).header('location', returnTo).header('cache-control', 'no-store').send();
}
