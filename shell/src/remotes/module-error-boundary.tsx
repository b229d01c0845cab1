import { ModuleErrorScreen } from '@itam/shared/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  moduleName: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches what a remote's screen throws (render error, failed chunk) inside the layout. */
export class ModuleErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[remotes] ${this.props.moduleName} screen failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return <ModuleErrorScreen moduleName={this.props.moduleName} onRetry={this.props.onRetry} />;
    }
    return this.props.children;
  }
}
