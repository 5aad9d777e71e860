import { describe, expect, it } from 'vitest';
import { getFallbackOutputOptions } from './index.js';

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
