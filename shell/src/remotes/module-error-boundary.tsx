import { reportError } from '@itam/shared/telemetry';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ModuleErrorScreen } from '../ui/themed';
import { isChunkLoadError } from './reload-guard';

interface Props {
  /** The remote whose screen this wraps (errors are reported tagged with it). */
  remoteId: string;
  moduleName: string;
  onRetry: () => void;
  /** A chunk failed to load (a deploy removed it): reloads the page once (reload-guard.ts). */
  onChunkError?: () => void;
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
    reportError(error, { remote: this.props.remoteId, source: 'error-boundary' });
    if (isChunkLoadError(error)) this.props.onChunkError?.();
  }

  override render() {
    if (this.state.error) {
      return <ModuleErrorScreen moduleName={this.props.moduleName} onRetry={this.props.onRetry} />;
    }
    return this.props.children;
  }
}
