import { css } from '@emotion/react';
import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
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

/**
 * A tab list (Radix Tabs: role=tablist/tab/tabpanel, aria-selected, arrow keys, Home/End) with the
 * selected tab marked by the theme's primary colour and weight, not by colour alone (issue 13 review).
 * Only the selected panel is rendered; the caller gives it as children.
 */
export function Tabs<V extends string>({ label, items, value, onValueChange, children, testId }: Props<V>) {
  return (
    <RadixTabs.Root
      value={value}
      onValueChange={(next) => {
        const item = items.find((i) => i.value === next);
        if (item) onValueChange(item.value);
      }}
      activationMode="automatic"
      data-testid={testId}
    >
      <RadixTabs.List aria-label={label} css={list}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} css={trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      <RadixTabs.Content value={value} css={focusRing}>
        {children}
      </RadixTabs.Content>
    </RadixTabs.Root>
  );
}
