import type { ReactNode } from 'react';
import { useShell } from '../../runtime/shell-context.ts';
import { BasicLayout } from './BasicLayout.tsx';
import { LoggedInLayout } from './LoggedInLayout.tsx';
import { MainLayout } from './MainLayout.tsx';

/** Picks the layout the route table assigned (platform-core §2 "Layout assignment"). */
export function LayoutFrame({ children }: { children: ReactNode }) {
  const { layout } = useShell();
  switch (layout.layout) {
    case 'basic':
      return <BasicLayout signInPrompt={layout.signInPrompt}>{children}</BasicLayout>;
    case 'main':
      return <MainLayout>{children}</MainLayout>;
    case 'logged-in':
      return <LoggedInLayout>{children}</LoggedInLayout>;
  }
}
