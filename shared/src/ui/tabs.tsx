import { css } from '@emotion/react';
import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { focusRing, theme } from './theme';

export interface TabItem<V extends string> {
  value: V;
  label: string;
}

interface Props<V extends string> {
  /** What the tabs choose between, read by screen readers as the tab list's name. */
  label: string;
  items: readonly TabItem<V>[];
  value: V;
  onValueChange: (value: V) => void;
  /** The selected tab's panel. */
  children: ReactNode;
  testId?: string;
}

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  padding: ${theme.space.xs};
  margin-bottom: ${theme.space.ms};
  background: ${theme.color.surfaceMuted};
  border: 1px solid ${theme.color.borderSubtle};
  border-radius: ${theme.radius.box};
`;

const trigger = css`
  flex: 1 1 auto;
  min-height: 40px;
  padding: ${theme.space.xs} ${theme.space.ms};
  border: 1px solid transparent;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.textMuted};
  font-weight: ${theme.font.weight.medium};
  cursor: pointer;
  white-space: nowrap;
  &:hover {
    color: ${theme.color.text};
    background: ${theme.color.surface};
  }
  &[data-state='active'] {
    background: ${theme.color.surface};
    color: ${theme.color.primary};
    border-color: ${theme.color.primary};
    font-weight: ${theme.font.weight.bold};
    box-shadow: ${theme.shadow.card};
  }
  ${focusRing}
`;

const NEXT: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * A tab list (WAI-ARIA tabs pattern: role=tablist/tab/tabpanel, aria-selected, roving tabindex,
 * arrow keys and Home/End move and select) with the selected tab marked by the theme's primary
 * colour and weight, not by colour alone (issue 13 review). Only the selected panel is rendered;
 * the caller gives it as children. Our own ~40 lines instead of Radix Tabs: 8 KB gzip less in the
 * dashboard's first load (issue 19 item 2).
 */
export function Tabs<V extends string>({ label, items, value, onValueChange, children, testId }: Props<V>) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (v: V) => `${id}-tab-${v}`;
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = NEXT[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, items.length);
    refs.current[next]?.focus();
    onValueChange(items[next]!.value);
  };
  return (
    <div data-testid={testId}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" css={list}>
        {items.map((item, index) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={selected}
              aria-controls={selected ? `${id}-panel` : undefined}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              onClick={() => onValueChange(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              css={trigger}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(value)} tabIndex={0} css={focusRing}>
        {children}
      </div>
    </div>
  );
}
