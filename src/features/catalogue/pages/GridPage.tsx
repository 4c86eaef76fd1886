// What the catalogue's game pages share (every game, a category, a list, a studio): the page's
// heading, what stands between it and the grid, and the grid of its games under that heading;
// a category's and a list's page also take their title from the same read.
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { use, type ReactNode } from 'react';
import { useApiServices } from '../../../runtime/app-actors.ts';
import { useDocumentTitle } from '../../../runtime/use-page-title.ts';
import { GameGrid, type GameGridProps } from '../GameGrid.tsx';
import { sliceTitle } from '../slice-title.ts';
import { useSliceContext } from '../use-slice-context.ts';
import styles from './Catalogue.module.css';

export function GridPage({
  titleId,
  title,
  logo,
  children,
  gridKey,
  ...grid
}: Omit<GameGridProps, 'labelledBy'> & {
  /** The heading's id: the grid is labelled by it. */
  titleId: string;
  title: ReactNode;
  /** Before the title, in the heading's row (the studio's logo). */
  logo?: ReactNode;
  /** Between the heading and the grid (the studio's lead, the search form). */
  children?: ReactNode;
  /** A new grid for a new source (its slug or query). */
  gridKey: string;
}) {
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        {logo}
        <h1 id={titleId}>{title}</h1>
      </div>
      {children}
      <GameGrid key={gridKey} {...grid} labelledBy={titleId} />
    </div>
  );
}

/** A category's or a list's page: titled with its name, from the grid's own first read. */
export function SliceGridPage({
  kind,
  slug,
  pageSize,
  titleId,
  fixedTitle,
  fallbackTitle,
  emptyText,
}: {
  kind: 'category' | 'list';
  slug: string;
  pageSize: number;
  titleId: string;
  /** The title whatever the read says (the fixed lists: the route table's titles). */
  fixedTitle?: MessageDescriptor | undefined;
  /** The title while the slice has no name. */
  fallbackTitle: MessageDescriptor;
  emptyText: ReactNode;
}) {
  const { i18n } = useLingui();
  const name = use(sliceTitle(useApiServices(), { kind, slug }, pageSize, useSliceContext()));
  const title = fixedTitle ? i18n._(fixedTitle) : (name ?? i18n._(fallbackTitle));
  useDocumentTitle(title);
  return (
    <GridPage
      titleId={titleId}
      title={title}
      gridKey={slug}
      source={{ kind, slug }}
      pageSize={pageSize}
      autoLoadSlices={2}
      emptyText={emptyText}
    />
  );
}
