import { Component, type ReactNode } from 'react';

/** Shows `fallback` when the chart cannot be drawn (its code did not load, no canvas): SPEC §8. */
export class ChartErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
