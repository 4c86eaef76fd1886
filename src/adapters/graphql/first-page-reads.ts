// The reads of the first paint that the server answers inside index.html (decision 0038):
// the keyed texts every page loads at start-up, and the lobby page's blocks with the first
// slice of each row. The build writes this list to dist/first-page-reads.json
// (vite.config.ts); it is not part of the SPA's bundle. Variables must match what the SPA
// sends (LobbyPage, startAppActors), or the SPA reads the answer anew.
import { ROW_SLICE_SIZE } from '../../../machines/catalogue/carousel.ts';
import type { FirstPageRead } from '../../../machines/first-page/first-page.ts';
import { KEYED_MESSAGE_IDS } from '../../i18n/keyed-texts.ts';
import { LobbyDocument, TranslationsDocument } from './generated/graphql.ts';

export const FIRST_PAGE_READS: FirstPageRead[] = [
  {
    operationName: 'Translations',
    document: TranslationsDocument.toString(),
    variables: { keys: KEYED_MESSAGE_IDS, locale: '$locale' },
  },
  {
    operationName: 'Lobby',
    document: LobbyDocument.toString(),
    variables: {
      thumbnailSize: '$thumbnailSize',
      license: '$license',
      locale: '$locale',
      rowSize: ROW_SLICE_SIZE,
    },
    routeId: 'lobby',
  },
];
