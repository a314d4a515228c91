// Stand-in for shell/src/federation/remote-route.tsx in the one-bundle build of `pnpm bench`
// (budget "federated build ÷ the same app bundled as one"): the remote's route module is a
// lazy chunk of the same bundle instead of a federated module from another origin.
import { css } from '@emotion/react';
import { useEffect, useState, type ComponentType } from 'react';
import { remoteModules } from './remote-modules';

export interface RemoteRouteProps {
  remote: string;
  module: string;
  timeoutMs?: number;
}

const loaded = new Map<string, ComponentType<object>>();
// Same placeholder as the federated shell, so layout shift and paint compare like for like.
const pending = css({ minHeight: '60vh' });

export function RemoteRoute({ remote, module }: RemoteRouteProps) {
  const key = `${remote}/${module}`;
  const [Component, setComponent] = useState<ComponentType<object> | undefined>(() => loaded.get(key));
  useEffect(() => {
    if (loaded.has(key)) return setComponent(() => loaded.get(key));
    const load = remoteModules[key];
    if (!load) throw new Error(`single bundle: no route module ${key}`);
    let active = true;
    void load().then((exposed) => {
      const next = exposed.default as ComponentType<object>;
      loaded.set(key, next);
      if (active) setComponent(() => next);
    });
    return () => {
      active = false;
    };
  }, [key]);
  return Component ? <Component /> : <div css={pending} aria-busy="true" />;
}
