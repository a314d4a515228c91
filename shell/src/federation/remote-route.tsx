import { css } from '@emotion/react';
import { useEffect, useState, type ComponentType } from 'react';
import { getEventBus } from '@port/shared/bus/event-bus';
import { reloadOnceForChunkError } from './chunk-reload-guard';
import { loadRemoteComponent } from './load-remote-module';
import { federationMessages as t } from './messages';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import type { RemoteName } from './remotes-config';
import { visuallyHidden } from '@port/shared/ui/theme';

export interface RemoteRouteProps {
  remote: RemoteName;
  /** Exposed module of decision record 001, e.g. './DashboardRoutes'. */
  module: string;
  /** Time allowed for one load attempt (default 8000 ms). */
  timeoutMs?: number;
}

type LoadState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; Component: ComponentType<object> };

// Loaded route modules stay for the session: revisiting a prefix renders at once.
const loadedComponents = new Map<string, ComponentType<object>>();

// Keeps the page height while a remote loads so the footer does not jump (CLS budget).
const pending = css({ minHeight: '60vh' });

function initialState(key: string): LoadState {
  const Component = loadedComponents.get(key);
  return Component ? { status: 'ready', Component } : { status: 'loading' };
}

function RemoteRouteLoader({ remote, module, timeoutMs }: RemoteRouteProps) {
  const key = `${remote}/${module}`;
  const [state, setState] = useState<LoadState>(() => initialState(key));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (loadedComponents.has(key)) return;
    let active = true;
    const bus = getEventBus();
    bus.emit('ui/loading', { loading: true });
    // After 'ลองใหม่' (attempt > 0) the remote is registered afresh from a new /remotes.json read.
    loadRemoteComponent(remote, module, { ...(timeoutMs === undefined ? {} : { timeoutMs }), reload: attempt > 0 })
      .then((Component) => {
        loadedComponents.set(key, Component);
        if (active) setState({ status: 'ready', Component });
      })
      .catch((error: unknown) => {
        if (reloadOnceForChunkError(error)) return;
        console.error(`[federation] ${key} is unavailable`, error);
        if (active) setState({ status: 'failed' });
      })
      .finally(() => bus.emit('ui/loading', { loading: false }));
    return () => {
      active = false;
    };
  }, [key, remote, module, timeoutMs, attempt]);

  const retry = () => {
    loadedComponents.delete(key);
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  if (state.status === 'failed') return <RemoteFallback onRetry={retry} />;
  if (state.status === 'loading') {
    return (
      <div css={pending} aria-busy="true">
        <span css={visuallyHidden} role="status">
          {t.loading}
        </span>
      </div>
    );
  }
  const { Component } = state;
  return (
    <RemoteErrorBoundary source={key} onRetry={retry}>
      <Component />
    </RemoteErrorBoundary>
  );
}

/**
 * Renders an exposed route module of a remote below the prefix the shell mounted it at, e.g.
 * `<RemoteRoute remote="tsf" module="./TsfRoutes" />`. Loads on first visit, emits 'ui/loading'
 * on the shared bus, retries once, then shows the Thai fallback with a retry button.
 */
export function RemoteRoute(props: RemoteRouteProps) {
  // A new key per remote module: switching prefixes never shows the previous remote's state.
  return <RemoteRouteLoader key={`${props.remote}/${props.module}`} {...props} />;
}
