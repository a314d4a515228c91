import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { useUiState } from '@port/shared/bus/use-ui-state';
import { LOADING_BAR_DURATION_MS, LOADING_BAR_HIDE_DELAY_MS, LOADING_BAR_THROTTLE_MS } from '@port/shared/domain/constants';
import { tokens } from '../app/tokens';
import { LoadingBarController, type LoadingBarPhase } from './loading-bar-controller';
import { globalUiMessages } from './messages';

const timing = {
  throttleMs: LOADING_BAR_THROTTLE_MS,
  durationMs: LOADING_BAR_DURATION_MS,
  hideDelayMs: LOADING_BAR_HIDE_DELAY_MS,
};

const trackStyle = css`
  position: fixed;
  z-index: 1000;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  pointer-events: none;
`;

// Grows towards 90 % over the default duration, then jumps to 100 % when done.
const barStyle = (phase: LoadingBarPhase) => css`
  height: 100%;
  background: ${tokens.color.primary};
  width: ${phase === 'done' ? '100%' : '90%'};
  transition: width ${phase === 'done' ? 200 : LOADING_BAR_DURATION_MS}ms ease-out;
  @starting-style {
    width: 0;
  }
`;

/** Spec §2/§9 loading bar driven by the global loading flag (bus 'ui/loading'). */
export function LoadingBar() {
  const loading = useUiState((state) => state.loading);
  const [phase, setPhase] = useState<LoadingBarPhase>('idle');
  const [controller] = useState(() => new LoadingBarController(timing, setPhase));

  useEffect(() => {
    if (loading) controller.start();
    else controller.finish();
  }, [loading, controller]);

  useEffect(() => () => controller.dispose(), [controller]);

  if (phase === 'idle' || phase === 'waiting') return null;
  return (
    <div css={trackStyle} role="progressbar" aria-label={globalUiMessages.loadingLabel} aria-busy={phase === 'running'}>
      <div css={barStyle(phase)} />
    </div>
  );
}
