// The events of one topic that belong to the calling player, for as long as the player's
// session lasts: every player subscription (balance, rewards, account) goes through here, so
// none outlives a sign-out, a sign-in elsewhere or an account closure (session-guard.ts).
import type { GraphQLContext } from '../graphql/context.ts';
import type { PubSubTopics, Topic } from '../pubsub/pubsub.ts';
import { filterIterator } from './filter-iterator.ts';
import { requirePlayer, type PlayerViewer } from './require.ts';

export function playerEvents<T extends Topic>(
  context: GraphQLContext,
  topic: T,
  isOwn: (event: PubSubTopics[T], viewer: PlayerViewer) => boolean,
): AsyncIterableIterator<PubSubTopics[T]> {
  const viewer = requirePlayer(context);
  return context.sessionGuard.untilEnd(
    viewer,
    filterIterator(context.pubsub.subscribe(topic), (event) => isOwn(event, viewer)),
  );
}
