import { describe, expect, it } from 'vitest';
import { parseModuleList } from './module-list.js';

describe('parseModuleList', () => {
  it('trims names and drops empty ones', () => {
    expect(parseModuleList(' lodash, moment ,,')).toEqual(['lodash', 'moment']);
  });
  it('keeps the wildcard and answers nothing for an unset variable', () => {
    expect(parseModuleList('*')).toEqual(['*']);
    expect(parseModuleList(undefined)).toEqual([]);
  });
});
