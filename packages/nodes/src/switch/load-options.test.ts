import { describe, expect, it } from 'vitest';
import { getFallbackOutputOptions, getLegacyFallbackOutputOptions } from './index.js';

describe('Switch: Fallback Output choices', () => {
  it('offers none, an extra output, and each rule output by its key or index', async () => {
    const params: Record<string, unknown> = { rules: { values: [{ outputKey: 'vip' }, {}] } };
    const options = await getFallbackOutputOptions({ getCurrentNodeParameter: (name) => params[name] });
    expect(options.map((o) => [o.name, o.value])).toEqual([
      ['None (default)', 'none'],
      ['Extra Output', 'extra'],
      ['Output vip', 0],
      ['Output 1', 1],
    ]);
  });
});

describe('Switch 2: Fallback Output choices', () => {
  it('offers none (-1) and each rule by index and key', async () => {
    const params: Record<string, unknown> = { 'rules.rules': [{ outputKey: 'vip' }, { outputKey: '' }] };
    const options = await getLegacyFallbackOutputOptions({ getCurrentNodeParameter: (name) => params[name] });
    expect(options.map((o) => [o.name, o.value])).toEqual([
      ['None', -1],
      ['0 vip', 0],
      ['1 ', 1],
    ]);
  });
});
