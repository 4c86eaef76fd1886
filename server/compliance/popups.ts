// Pop-ups to accept (decision 0045): those a player has still to accept at their version, the
// acceptance, and the operator's new pop-ups (customerPopUpAdded to the player or the brand).
import { randomUUID } from 'node:crypto';
import { LobbyError } from '../errors.ts';
import { findPlayerById } from '../players/players.ts';
import { POPUP_KINDS, type PopUpKind } from './rules.ts';

import {
  audit,
  brandAudience,
  fieldErrors,
  notFound,
  publish,
  requireBrand,
  type Actor,
  type ComplianceContext,
  type NewPopUp,
  type PopUpView,
} from './context.ts';

/** The pop-ups the player has still to accept (or dismiss), oldest first. */
export async function popUps(ctx: ComplianceContext, playerId: string): Promise<PopUpView[]> {
  const { rows } = await ctx.store.query<{
    id: string;
    kind: PopUpKind;
    version: number;
    title: string;
    body: string;
    requires_acceptance: boolean;
    created_at: Date;
  }>(
    `select c.id, c.kind, c.version, c.title, c.body, c.requires_acceptance, c.created_at
     from customer_popups c join players p on p.id = $1 and p.brand = c.brand
     where c.retired_at is null and (c.player_id is null or c.player_id = $1)
       and not exists (select 1 from popup_acceptances a
                       where a.popup_id = c.id and a.player_id = $1 and a.version = c.version)
     order by c.created_at, c.id`,
    [playerId],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    version: row.version,
    title: row.title,
    body: row.body,
    requiresAcceptance: row.requires_acceptance,
    createdAt: row.created_at,
  }));
}

export async function popUpsNeeded(ctx: ComplianceContext, playerId: string): Promise<string[]> {
  return (await popUps(ctx, playerId)).map((popUp) => popUp.id);
}

/** Records the acceptance of the pop-up at the version shown. */
export async function acceptPopUp(
  ctx: ComplianceContext,
  playerId: string,
  popUpId: string,
  version: number,
): Promise<void> {
  const { rows } = await ctx.store.query<{
    id: string;
    version: number;
    retired_at: Date | null;
    kind: string;
    player_id: string | null;
    brand: string;
  }>(
    `select c.id, c.version, c.retired_at, c.kind, c.player_id, c.brand from customer_popups c
     join players p on p.id = $2 and p.brand = c.brand
     where c.id::text = $1 and (c.player_id is null or c.player_id = $2)`,
    [popUpId, playerId],
  );
  const popUp = rows[0];
  if (!popUp) throw new LobbyError('PopUpNotFound', 'There is no such pop-up.');
  if (popUp.retired_at !== null || popUp.version !== version) {
    const { rows: current } = await ctx.store.query<{ id: string; version: number }>(
      `select id, version from customer_popups where brand = $1 and kind = $2
         and player_id is not distinct from $3 and retired_at is null`,
      [popUp.brand, popUp.kind, popUp.player_id],
    );
    throw new LobbyError(
      'PopUpVersionOutdated',
      'A newer version replaced this one: read it and accept that.',
      {
        details: {
          currentId: current[0]?.id ?? null,
          currentVersion: current[0]?.version ?? null,
        },
      },
    );
  }
  await ctx.store.query(
    `insert into popup_acceptances (popup_id, player_id, version) values ($1, $2, $3)
     on conflict (popup_id, player_id) do nothing`,
    [popUp.id, playerId, version],
  );
  await publish(ctx, playerId, ['popUps']);
}

/**
 * Adds a pop-up for one player or the whole brand; the one of the same kind and audience
 * it replaces is retired and the version goes up by one. Announced by customerPopUpAdded.
 */
export async function addPopUp(
  ctx: ComplianceContext,
  input: NewPopUp,
  actor: Actor,
): Promise<PopUpView> {
  if (!(POPUP_KINDS as readonly string[]).includes(input.kind)) {
    throw fieldErrors('Unknown kind.', [{ field: 'kind', code: 'UnknownKind' }]);
  }
  const view = await ctx.store.transaction(async (tx) => {
    await requireBrand(tx, input.brand);
    if (input.playerId !== null) {
      const player = await findPlayerById(tx, input.playerId);
      if (!player || player.brand !== input.brand) throw notFound();
    }
    // One change of an audience's kind at a time: versions never collide.
    await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [
      `popup:${input.brand}:${input.playerId ?? '*'}:${input.kind}`,
    ]);
    const { rows } = await tx.query<{ version: number | null }>(
      `select max(version) as version from customer_popups
       where brand = $1 and kind = $2 and player_id is not distinct from $3`,
      [input.brand, input.kind, input.playerId],
    );
    const version = Number(rows[0]?.version ?? 0) + 1;
    await tx.query(
      `update customer_popups set retired_at = now()
       where brand = $1 and kind = $2 and player_id is not distinct from $3
         and retired_at is null`,
      [input.brand, input.kind, input.playerId],
    );
    const id = randomUUID();
    const { rows: inserted } = await tx.query<{ created_at: Date }>(
      `insert into customer_popups (id, brand, player_id, kind, version, title, body,
         requires_acceptance)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning created_at`,
      [
        id,
        input.brand,
        input.playerId,
        input.kind,
        version,
        input.title,
        input.body,
        input.requiresAcceptance,
      ],
    );
    const view: PopUpView = {
      id,
      kind: input.kind,
      version,
      title: input.title,
      body: input.body,
      requiresAcceptance: input.requiresAcceptance,
      createdAt: inserted[0]!.created_at,
    };
    await audit(tx, actor, 'popup', input.playerId ?? brandAudience(input.brand), null, {
      ...view,
      createdAt: view.createdAt.toISOString(),
      brand: input.brand,
    });
    return view;
  });
  const audience = input.playerId ?? brandAudience(input.brand);
  await ctx.pubsub.publish('customerPopUpAdded', { playerId: audience, popUpIdsAdded: [view.id] });
  if (input.playerId) await publish(ctx, input.playerId, ['popUps']);
  return view;
}
