import { Component } from 'react';
import type { ReactNode } from 'react';

/**
 * Keeps one widget's failure inside the widget: when rendering `children` throws,
 * `fallback` (default: nothing) takes their place and the page around them stays. For parts a
 * page can do without (the header's account menu, related product lists, reviews, the account
 * summary); the route's own error boundary stays for whole-page failures. The error is logged.
 */
export class WidgetBoundary extends Component<
  { children: ReactNode; fallback?: ReactNode; name: string },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`${this.props.name} failed and was left out of the page:`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
