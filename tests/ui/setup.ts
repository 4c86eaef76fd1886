// Testing Library waits 1 s for findBy* by default; a lazy page chunk plus its message catalog
// has taken longer than that on a loaded 2-core machine, so UI tests wait up to 5 s.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
