import type { ReactNode } from 'react';
import { MainContent } from './main-content';
import { SkipLink } from './skip-link';

/** Spec §2 blank layout (sign-in hand-over pages). */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <div data-layout="blank">
      <SkipLink />
      <MainContent>{children}</MainContent>
    </div>
  );
}
