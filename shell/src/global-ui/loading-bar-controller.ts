// Spec §9 loading bar: appears only if loading lasts past the throttle, finishes by itself after
// the default duration, and stays at 100 % for the hide delay so the end is visible.

export type LoadingBarPhase = 'idle' | 'waiting' | 'running' | 'done';

export interface LoadingBarTiming {
  throttleMs: number;
  durationMs: number;
  hideDelayMs: number;
}

export class LoadingBarController {
  private phase: LoadingBarPhase = 'idle';
  private throttleTimer: ReturnType<typeof setTimeout> | undefined;
  private durationTimer: ReturnType<typeof setTimeout> | undefined;
  private hideTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly timing: LoadingBarTiming,
    private readonly onChange: (phase: LoadingBarPhase) => void,
  ) {}

  start(): void {
    if (this.phase === 'waiting' || this.phase === 'running') return;
    clearTimeout(this.hideTimer);
    this.set('waiting');
    this.throttleTimer = setTimeout(() => {
      this.set('running');
      this.durationTimer = setTimeout(() => this.finish(), this.timing.durationMs);
    }, this.timing.throttleMs);
  }

  finish(): void {
    clearTimeout(this.throttleTimer);
    clearTimeout(this.durationTimer);
    if (this.phase === 'waiting') {
      // Done before the throttle: never flash the bar.
      this.set('idle');
      return;
    }
    if (this.phase !== 'running') return;
    this.set('done');
    this.hideTimer = setTimeout(() => this.set('idle'), this.timing.hideDelayMs);
  }

  /** Stops all timers; a later start() begins afresh (React StrictMode remounts effects). */
  dispose(): void {
    clearTimeout(this.throttleTimer);
    clearTimeout(this.durationTimer);
    clearTimeout(this.hideTimer);
    this.phase = 'idle';
  }

  private set(phase: LoadingBarPhase): void {
    this.phase = phase;
    this.onChange(phase);
  }
}
