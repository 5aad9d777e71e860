import { describe, expect, it } from 'vitest';
import { cellText, editedValue, shortDate } from './cells';

describe('data table cells', () => {
  it('shows values as text, empty as blank, and blank edits as empty', () => {
    expect(cellText(null, 'string')).toBe('');
    expect(cellText(false, 'boolean')).toBe('false');
    expect(cellText(9.5, 'number')).toBe('9.5');
    expect(editedValue('  ')).toBeNull();
    expect(editedValue(' a ')).toBe(' a ');
  });
  it('shortens system dates to seconds in UTC', () => {
    expect(shortDate('2026-11-25T10:49:10.302Z')).toBe('2026-11-25 10:49:10');
    expect(shortDate(null)).toBe('');
  });
});
