import { Component, type ReactNode } from 'react';

type ErrorBoundaryProps = {
  /** What shows instead of the children after they threw; `reset` renders them again. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  /** Called before the children render again (e.g. React Query's reset of the failed queries). */
  onReset?: () => void;
  children: ReactNode;
};

/** React's error boundary (a class is the only way to write one). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown; failed: boolean }> {
  state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  reset = () => {
    this.props.onReset?.();
    this.setState({ error: null, failed: false });
  };

  render() {
    return this.state.failed ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
