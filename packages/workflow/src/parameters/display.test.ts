import { describe, expect, it } from 'vitest';
import { isDisplayed } from './display.js';

describe('isDisplayed (n8n display rules)', () => {
  it('shows a parameter whose show rule reads an expression, whatever the other show rules say', () => {
    const options = { show: { folder: [true], mode: ['x'] } };
    expect(isDisplayed(options, { folder: '={{ $json.folder }}', mode: 'y' })).toBe(true);
    expect(isDisplayed(options, { folder: false, mode: 'x' })).toBe(false);
    // A hide rule compares the expression text as it is: it does not hide.
    expect(isDisplayed({ hide: { folder: [true] } }, { folder: '={{ true }}' })).toBe(true);
  });

  it('reads @tool as whether the node is a tool variant, and a resource locator by its value', () => {
    expect(isDisplayed({ show: { '@tool': [false] } }, {})).toBe(true);
    expect(isDisplayed({ show: { '@tool': [false] } }, {}, 1, undefined, true)).toBe(false);
    expect(isDisplayed({ show: { '@tool': [true] } }, {}, 1, undefined, true)).toBe(true);
    const model = { __rl: true, mode: 'id', value: 'o3-mini' };
    const rule = { show: { '/model': [{ _cnd: { regex: '^o[3-9]' } }] } };
    expect(isDisplayed(rule, {}, 1, { model })).toBe(true);
    expect(isDisplayed(rule, {}, 1, { model: { ...model, value: 'gpt-4o' } })).toBe(false);
  });
});
