import { describe, expect, it } from 'vitest';
import { EXTENSION_GROUPS } from './dispatch.js';

describe('extension docs', () => {
  it.each(EXTENSION_GROUPS.map((g) => [g.typeName, g] as const))(
    '%s: every function has a doc with a signature and an example',
    (_name, group) => {
      expect(Object.keys(group.docs).sort()).toEqual(Object.keys(group.functions).sort());
      for (const [name, entry] of Object.entries(group.docs)) {
        expect(entry.name).toBe(name);
        expect(entry.signature).toMatch(/^\(/);
        expect(entry.description.length).toBeGreaterThan(10);
        expect(entry.examples?.length).toBeGreaterThan(0);
      }
    },
  );
  it('does not shadow common native methods', () => {
    const names = new Set(EXTENSION_GROUPS.flatMap((g) => Object.keys(g.functions)));
    for (const native of [
      'includes',
      'replace',
      'replaceAll',
      'split',
      'slice',
      'map',
      'filter',
      'join',
      'indexOf',
      'concat',
      'toString',
      'toFixed',
      'trim',
    ]) {
      expect(names.has(native)).toBe(false);
    }
  });
});
