import { Component, useCallback, useEffect, useState } from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import { css } from '@emotion/react';
import { getInstance, loadRemote } from '@module-federation/enhanced/runtime';
import type { CheckoutPanelProps } from '../contracts/checkout-panel';
import { CHECKOUT_PANEL_MODULE } from '../contracts/checkout-panel';
import { Button } from './button';
import { SkeletonBlock } from './skeleton-block';
import { theme } from './theme';
import { UI_MESSAGES } from './ui-messages';

/** Loads an exposed module by id, e.g. 'orders/CheckoutPanel'. Tests pass their own. */
export type ModuleLoader = (id: string) => Promise<unknown>;

/**
 * The shell's Module Federation instance knows every remote of `/remotes.json` (it registers
 * them, shell/src/federation/register.ts); a remote's own copy of the runtime may not, so ask the
 * shell's instance first and fall back to the page's default instance.
 */
export const loadFederatedModule: ModuleLoader = async (id) => {
  const shell = getInstance((candidate) => candidate.options.name === 'shell');
  const loaded = shell ? await shell.loadRemote<unknown>(id) : await loadRemote<unknown>(id);
  if (loaded === null || loaded === undefined) throw new Error(`[federation] ${id} resolved to nothing`);
  return loaded;
};

/** The React component a module exports as default (decision record 001). */
export function exposedComponent<P>(exposed: unknown, id: string): ComponentType<P> {
  const candidate =
    exposed && typeof exposed === 'object' && 'default' in exposed ? (exposed as { default: unknown }).default : exposed;
  const isComponent =
    typeof candidate === 'function' || (typeof candidate === 'object' && candidate !== null && '$$typeof' in candidate);
  if (!isComponent) throw new Error(`[federation] ${id} does not export a React component`);
  return candidate as ComponentType<P>;
}

const fallbackBox = css`
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surfaceMuted};
  p {
    margin: 0 0 ${theme.space.sm};
  }
`;

interface FallbackProps {
  text: string;
  onRetry: () => void;
}

function RemoteUnavailable({ text, onRetry }: FallbackProps) {
  return (
    <div role="alert" css={fallbackBox} data-testid="remote-component-fallback">
      <p>{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        {UI_MESSAGES.retry}
      </Button>
    </div>
  );
}

interface BoundaryProps {
  id: string;
  text: string;
  onRetry: () => void;
  children: ReactNode;
}

/** A remote component that throws while rendering is replaced by the fallback, never the host page. */
class RemoteComponentBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[federation] ${this.props.id} failed while rendering`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (this.state.failed) return <RemoteUnavailable text={this.props.text} onRetry={this.retry} />;
    return this.props.children;
  }
}

type LoadState<P> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; Component: ComponentType<P> };

export interface RemoteComponentProps<P extends object> {
  /** Exposed module id, e.g. 'orders/CheckoutPanel'. */
  id: string;
  props: P;
  /** Fixed height of the loading skeleton, so nothing jumps when the component arrives. */
  skeletonHeight: number;
  /** Thai text shown when the remote cannot be loaded or fails while rendering. */
  unavailableText: string;
  loader?: ModuleLoader;
}

/** Lazily mounts a component exposed by another remote, inside an error boundary (spec §8). */
export function RemoteComponent<P extends object>({
  id,
  props,
  skeletonHeight,
  unavailableText,
  loader = loadFederatedModule,
}: RemoteComponentProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<P>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loader(id).then(
      (exposed) => {
        if (!current) return;
        try {
          setState({ status: 'ready', Component: exposedComponent<P>(exposed, id) });
        } catch (error) {
          console.error(error);
          setState({ status: 'failed' });
        }
      },
      (error: unknown) => {
        console.error(`[federation] ${id} could not be loaded`, error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [id, loader, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.status === 'loading') return <SkeletonBlock height={skeletonHeight} label={UI_MESSAGES.loading} />;
  if (state.status === 'failed') return <RemoteUnavailable text={unavailableText} onRetry={retry} />;
  // A generic component's props cannot be spread as P in TSX; they are P by the props contract.
  const Loaded = state.Component as ComponentType<object>;
  return (
    <RemoteComponentBoundary id={id} text={unavailableText} onRetry={retry}>
      <Loaded {...props} />
    </RemoteComponentBoundary>
  );
}

/** The orders remote's CheckoutPanel, as every host mounts it (issue 8). */
export function RemoteCheckoutPanel(props: CheckoutPanelProps & { loader?: ModuleLoader; skeletonHeight?: number }) {
  const { loader, skeletonHeight = 360, ...panelProps } = props;
  return (
    <RemoteComponent<CheckoutPanelProps>
      id={CHECKOUT_PANEL_MODULE}
      props={panelProps}
      skeletonHeight={skeletonHeight}
      unavailableText={UI_MESSAGES.ordersUnavailable}
      loader={loader}
    />
  );
}
