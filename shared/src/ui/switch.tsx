import * as RadixSwitch from '@radix-ui/react-switch';
import { css } from '@emotion/react';
import { focusRing, theme } from './theme';
import { UI_MESSAGES } from './ui-messages';

const track = css`
  min-width: 56px;
  min-height: 44px;
  padding: 0 ${theme.space.ms};
  border-radius: ${theme.radius.pill};
  border: 0;
  font: inherit;
  color: ${theme.color.onPrimary};
  background: ${theme.color.tone.none.edge};
  cursor: pointer;
  &[data-state='checked'] {
    background: ${theme.color.tone.success.edge};
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Accessible name, e.g. 'เปิดใช้งานการปรับพอร์ตอัตโนมัติ'. */
  label: string;
  /**
   * The switch cannot change now (busy, or not allowed): announced disabled, clicks ignored, and it
   * keeps keyboard focus, which a native `disabled` would drop (WCAG 2.4.3).
   */
  unavailable?: boolean;
  busy?: boolean;
  onText?: string;
  offText?: string;
  testId?: string;
}

/** A Radix switch (role="switch", aria-checked) that shows its state in Thai words, not colour only. */
export function Switch({
  checked,
  onCheckedChange,
  label,
  unavailable = false,
  busy = false,
  onText = UI_MESSAGES.switchOn,
  offText = UI_MESSAGES.switchOff,
  testId,
}: SwitchProps) {
  return (
    <RadixSwitch.Root
      checked={checked}
      onCheckedChange={onCheckedChange}
      aria-label={label}
      aria-disabled={unavailable || undefined}
      aria-busy={busy || undefined}
      data-testid={testId}
      // A prevented click never reaches Radix's toggle.
      onClick={unavailable ? (event) => event.preventDefault() : undefined}
      css={[track, focusRing]}
    >
      {checked ? onText : offText}
    </RadixSwitch.Root>
  );
}
