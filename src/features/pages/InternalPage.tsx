import { Suspense, type JSX } from 'react';
import { Trans } from '@lingui/react/macro';
import { useShell } from '../../runtime/shell-context.ts';
import { PAGE_TITLES } from '../../runtime/page-titles.ts';
import { LocalLink } from '../../components/LocalLink.tsx';
import styles from '../../components/Page.module.css';
import { usePageTitle } from '../../runtime/use-page-title.ts';
import NotFoundPage from '../../components/NotFoundPage.tsx';
import { CountryContextTool } from './CountryContextTool.tsx';
import { FlagGallery } from './FlagGallery.tsx';
import { GuardGallery } from './GuardGallery.tsx';
import { OverlayGallery } from './OverlayGallery.tsx';
import { ToastGallery } from './ToastGallery.tsx';

/** QA tools under /internal/…: later issues add their galleries here. */
const TOOLS = ['render-error', 'country', 'overlays', 'toasts', 'guards', 'flags'] as const;

const GALLERIES: Record<string, () => JSX.Element> = {
  overlays: OverlayGallery,
  toasts: ToastGallery,
  guards: GuardGallery,
  flags: FlagGallery,
};

function RenderErrorTool(): never {
  // Lets QA and the end-to-end tests see the error page a real render error produces.
  throw new Error('Deliberate render error from /internal/render-error/');
}

export default function InternalPage() {
  const { params, settings } = useShell();
  // Players never see the engineers' tools: a production server answers not found.
  if (settings.environment === 'production') return <NotFoundPage />;
  return <InternalTools rest={params.rest} />;
}

function InternalTools({ rest }: { rest: string | undefined }) {
  const params = { rest };
  const title = usePageTitle(PAGE_TITLES.internal!);
  if (params.rest === 'render-error') return <RenderErrorTool />;
  const Gallery = Object.hasOwn(GALLERIES, params.rest ?? '') ? GALLERIES[params.rest!] : null;
  return (
    <article className={styles.page}>
      <h1>{title}</h1>
      <p className={styles.lead}>
        <Trans>Tools for engineers and QA.</Trans>
      </p>
      {params.rest === 'country' && <CountryContextTool />}
      {Gallery && (
        <Suspense fallback={null}>
          <Gallery />
        </Suspense>
      )}
      <ul>
        {TOOLS.map((tool) => (
          <li key={tool}>
            <LocalLink to={`/internal/${tool}/`}>{tool}</LocalLink>
          </li>
        ))}
      </ul>
    </article>
  );
}
