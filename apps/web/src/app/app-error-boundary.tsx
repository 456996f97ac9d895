import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

type AppErrorBoundaryProps = {
  children: ReactNode;
  /** A new key (the next page, say) clears a caught error. */
  resetKey?: string;
  fullScreen?: boolean;
};

type AppErrorBoundaryState = { hasError: boolean; resetKey: string | undefined };

/** Catches render errors below it and shows the fallback screen; React reports the error to the console. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<AppErrorBoundaryState> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(
    props: AppErrorBoundaryProps,
    state: AppErrorBoundaryState,
  ): Partial<AppErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { hasError: false, resetKey: props.resetKey };
  }

  private readonly tryAgain = () => this.setState({ hasError: false });

  override render() {
    if (this.state.hasError) return <ErrorScreen onTryAgain={this.tryAgain} fullScreen={this.props.fullScreen} />;
    return this.props.children;
  }
}
