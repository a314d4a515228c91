import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reloadOnceForChunkError } from './chunk-reload-guard';
import { RemoteFallback } from './remote-fallback';

interface Props {
  /** Which remote module is rendered, for the console. */
  source: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a remote that throws while rendering inside its own prefix: the fallback replaces only it. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // A lazy chunk inside the remote that vanished after a redeploy: reload (once per 60 s, spec §8).
    if (reloadOnceForChunkError(error)) return;
    console.error(`[federation] ${this.props.source} failed while rendering`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render(): ReactNode {
    if (this.state.failed) return <RemoteFallback onRetry={this.retry} />;
    return this.props.children;
  }
}
