import { describe, expect, it } from 'vitest';
import { withDefaults } from '@weft/workflow';
import { htmlDescription } from './description.js';
import { htmlExtractFinish, htmlNodeFinish } from './extract-values.js';
import { headerText } from './html-table.js';

describe('HTML helpers', () => {
  it('capitalises table headers word by word at underscores, only when asked', () => {
    expect(headerText('first_name', true)).toBe('First Name');
    expect(headerText('__a__b_', true)).toBe('A B');
    expect(headerText('first_name', false)).toBe('first_name');
  });

  it('applies trim and clean-up only when they are set (an unset option is off, as in n8n)', () => {
    expect(htmlNodeFinish({})(' a\n  b ')).toBe(' a\n  b ');
    expect(htmlNodeFinish({ trimValues: true })(' a\n  b ')).toBe('a\n  b');
    expect(htmlNodeFinish({ cleanUpText: true })(' a\n  b \r\n c ')).toBe('a b c');
    expect(() => htmlNodeFinish({ trimValues: true })(['a'])).toThrow('value.trim is not a function');
    expect(htmlNodeFinish({})(['a', 'b'])).toEqual(['a', 'b']);
  });

  it('HTML Extract trims unless Trim Values is turned off', () => {
    expect(htmlExtractFinish({})(' x ')).toBe('x');
    expect(htmlExtractFinish({ trimValues: false })(' x ')).toBe(' x ');
  });

  it('gives 1.1 and later one empty extraction row by default, and 1 none', () => {
    const stored = { operation: 'extractHtmlContent' };
    expect(withDefaults(htmlDescription.properties, stored, 1).extractionValues).toEqual({});
    expect(withDefaults(htmlDescription.properties, stored, 1.2).extractionValues).toEqual({
      values: [{ key: '', cssSelector: '', returnValue: 'text', returnArray: false }],
    });
  });
});
