import { useActorRef, useSelector } from '@xstate/react';
import { fromCallback, fromPromise } from 'xstate';
import {
  gameListMachine,
  showsMoreLink,
  type GameListSource,
  type GameSlice,
} from '../../../machines/game-list/game-list.machine.ts';
import { useApiServices } from '../../runtime/app-actors.ts';
import { useAppActors } from '../../runtime/app-actors.ts';
import { loadGameSlice } from './game-slices.ts';
import { useSliceContext } from './use-slice-context.ts';

export interface GameListOptions {
  pageSize: number;
  autoLoadSlices: number;
  /** The first slice when it came with a larger response (the lobby query). */
  initialSlice?: GameSlice;
}

/**
 * A game-list actor for a component: its loader reads through the query cache. Callers key
 * the component by source, so a new source starts a new actor.
 */
export function useGameList(source: GameListSource, options: GameListOptions) {
  const services = useApiServices();
  const { inspect, catalogueChanges } = useAppActors();
  const sliceContext = useSliceContext();
  const actor = useActorRef(
    gameListMachine.provide({
      actors: {
        watchCatalogue: fromCallback(({ sendBack }) =>
          catalogueChanges.listen((change) =>
            sendBack({ type: 'list.catalogueChanged', ...change }),
          ),
        ),
        loadSlice: fromPromise(async ({ input }) =>
          input.after === null && options.initialSlice
            ? options.initialSlice
            : loadGameSlice(services, input, sliceContext),
        ),
      },
    }),
    {
      input: { source, pageSize: options.pageSize, autoLoadSlices: options.autoLoadSlices },
      inspect,
    },
  );
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const status = useSelector(actor, (snapshot) => snapshot.value);
  return { actor, context, status, showMoreLink: showsMoreLink(context) };
}
