import { describeMachinePaths } from '../support/paths.ts';
import { localeCatalogPaths } from './locale-catalog.paths.ts';

describeMachinePaths('locale catalog', localeCatalogPaths.machine, localeCatalogPaths.options);
