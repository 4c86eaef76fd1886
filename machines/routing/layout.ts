import type { LayoutRule } from './routes.ts';

export type LayoutName = 'basic' | 'main' | 'logged-in';

export interface LayoutChoice {
  layout: LayoutName;
  /** Whether the layout shows the sign-in prompt. */
  signInPrompt: boolean;
}

/**
 * platform-core §2 "Layout assignment". `refreshable` is the session's "token refreshable"
 * flag; a visitor is never refreshable. Unmatched paths use the basic layout.
 */
export function chooseLayout(
  rule: LayoutRule | 'not-found',
  session: { refreshable: boolean },
): LayoutChoice {
  switch (rule) {
    case 'basic-no-prompt':
    case 'not-found':
      return { layout: 'basic', signInPrompt: false };
    case 'basic':
      return { layout: 'basic', signInPrompt: !session.refreshable };
    case 'main':
      return { layout: 'main', signInPrompt: false };
    case 'logged-in':
      return { layout: 'logged-in', signInPrompt: false };
    case 'logged-in-if-refreshable':
      return session.refreshable
        ? { layout: 'logged-in', signInPrompt: false }
        : { layout: 'basic', signInPrompt: true };
  }
}
