import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { UI_MESSAGES } from './ui-messages';

interface Props {
  /** Name of the section for the fallback text, e.g. 'สรุปทรัพย์สิน'. */
  title: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** One section that throws while rendering shows its own message; the rest of the page stays (spec §8). */
export class SectionBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('section failed', this.props.title, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <section aria-label={this.props.title} role="alert">
          <p>{UI_MESSAGES.sectionFailed(this.props.title)}</p>
        </section>
      );
    }
    return this.props.children;
  }
}
