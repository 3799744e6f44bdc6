/**
 * Catches a page or game that fails to load (a chunk that cannot be fetched, say) and shows a clear
 * message instead of a blank screen; the rest of the app (header, language switch) keeps working.
 */
import { Component, type ReactNode } from 'react';

export class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
