import { Component, type ReactNode } from 'react';

type ErrorBoundaryProps = {
  children: ReactNode;
  /** What shows instead of the children after a render error; `tryAgain` renders them again. */
  fallback: (tryAgain: () => void) => ReactNode;
  /** A new key (the next page, say) clears a caught error. */
  resetKey?: string;
};

type ErrorBoundaryState = { hasError: boolean; resetKey: string | undefined };

/** Catches render errors below it and shows its fallback; React reports the error to the console. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { hasError: false, resetKey: props.resetKey };
  }

  private readonly tryAgain = () => this.setState({ hasError: false });

  override render() {
    return this.state.hasError ? this.props.fallback(this.tryAgain) : this.props.children;
  }
}
