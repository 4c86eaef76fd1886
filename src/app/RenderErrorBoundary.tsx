import { Component, type ReactNode } from 'react';
import { ErrorPage } from '../features/pages/ErrorPage.tsx';
import { FirstPaintHandOver } from './FirstPaintHandOver.tsx';

interface Props {
  children: ReactNode;
  /** Changing it clears a caught error (the shell passes the path, so navigating recovers). */
  resetKey?: string;
}

/** Catches a render error in the pages below and shows the error page instead of a blank screen. */
export class RenderErrorBoundary extends Component<Props, { failedAt: string | undefined | null }> {
  override state = { failedAt: null as string | undefined | null };

  static getDerivedStateFromError(): { failedAt: string | undefined } {
    return { failedAt: undefined };
  }

  override componentDidCatch(error: unknown): void {
    this.setState({ failedAt: this.props.resetKey });
    console.error('A page failed to render', error);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failedAt !== null && previous.resetKey !== this.props.resetKey)
      this.setState({ failedAt: null });
  }

  override render(): ReactNode {
    if (this.state.failedAt === null) return this.props.children;
    return (
      <>
        <ErrorPage />
        <FirstPaintHandOver />
      </>
    );
  }
}
