import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { GlobalStyles } from './global-styles';

/** The declarations the page's style sheets give a selector list that names `element`. */
const rulesFor = (element: string): CSSStyleDeclaration[] =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
    .filter((rule) =>
      rule.selectorText
        .split(',')
        .map((s) => s.trim())
        .includes(element),
    )
    .map((rule) => rule.style);

describe('global styles (Thai first: our own font)', () => {
  it('native controls inherit the page font (browsers give them a system font, boxes for Thai)', () => {
    render(<GlobalStyles />);
    for (const control of ['button', 'input', 'select', 'textarea']) {
      expect(
        rulesFor(control).some((style) => style.getPropertyValue('font') === 'inherit'),
        control,
      ).toBe(true);
    }
    expect(rulesFor('body').some((style) => style.getPropertyValue('font-family').startsWith('Sarabun'))).toBe(true);
  });
});
