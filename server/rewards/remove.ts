// The operator withdraws an assignation (→ Removed). The row is locked like a claim locks it, so
// a removal racing a claim ends in one of Removed or Credited; a credited reward stays credited.
import type { Store } from '../db/store.ts';
import { isUuidText } from './definitions.ts';
import { rewardError } from './errors.ts';
import { publishRewardUpdate, type PublishDeps } from './events.ts';
import type { RewardStatus } from './model.ts';
import { assertRewardTransition } from './transitions.ts';

export async function removeAssignation(
  deps: PublishDeps & { store: Store },
  assignationId: string,
): Promise<{ assignationId: string; status: RewardStatus }> {
  if (!isUuidText(assignationId)) {
    throw rewardError('RewardNotFound', 'There is no such assignation.');
  }
  await deps.store.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: RewardStatus }>(
      'select status from reward_assignations where id = $1 for update',
      [assignationId],
    );
    const row = rows[0];
    if (!row) throw rewardError('RewardNotFound', 'There is no such assignation.');
    assertRewardTransition(row.status, 'Removed');
    await tx.query(
      `update reward_assignations set status = 'Removed', updated_at = now() where id = $1`,
      [assignationId],
    );
  });
  await publishRewardUpdate(deps, assignationId);
  return { assignationId, status: 'Removed' };
}
