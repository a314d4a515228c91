import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const ITEMS = [
  { value: 'a', label: 'ประเภท' },
  { value: 'b', label: 'กองทุน' },
  { value: 'c', label: 'แผน' },
] as const;

function Harness() {
  const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs label="มุมมอง" items={ITEMS} value={value} onValueChange={setValue}>
      <p>แผงของ {value}</p>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs (WAI-ARIA tabs pattern, issue 19 item 2 without Radix)', () => {
  it('one tab in the tab order; arrows wrap, Home/End jump; focus selects; the panel is named by its tab', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'มุมมอง' })).toBeTruthy();
    expect(tab('ประเภท').getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    await user.tab();
    expect(document.activeElement).toBe(tab('ประเภท'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('แผน'));
    expect(tab('แผน').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'แผน' }).textContent).toBe('แผงของ c');
    await user.keyboard('{ArrowRight}');
    expect(tab('ประเภท').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(tab('แผน').getAttribute('data-state')).toBe('active');
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('ประเภท'));
    await user.click(tab('กองทุน'));
    expect(tab('กองทุน').getAttribute('aria-selected')).toBe('true');
    expect(tab('ประเภท').getAttribute('aria-selected')).toBe('false');
  });
});
