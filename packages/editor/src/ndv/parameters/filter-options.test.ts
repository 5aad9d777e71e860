import { describe, expect, it } from 'vitest';
import type { NodeProperty } from '@weft/workflow';
import { filterOptionsFor } from './FilterConditions';

/** The If node's conditions parameter as its 2.x description declares it. */
const conditions = {
  name: 'conditions',
  type: 'filter',
  typeOptions: {
    filter: {
      caseSensitive: '={{!$parameter.options.ignoreCase}}',
      typeValidation:
        '={{ ($nodeVersion < 2.1 ? $parameter.options.looseTypeValidation :  $parameter.looseTypeValidation) ? "loose" : "strict" }}',
      version: '={{ $nodeVersion >= 2.3 ? 3 : $nodeVersion >= 2.2 ? 2 : 1 }}',
    },
  },
} as unknown as NodeProperty;

describe('filter options from the description', () => {
  it('turns "Convert types where required" into loose validation and picks the filter version', () => {
    expect(filterOptionsFor(conditions, { looseTypeValidation: true, options: { ignoreCase: false } }, 2.3)).toEqual({
      caseSensitive: true,
      typeValidation: 'loose',
      version: 3,
    });
    expect(filterOptionsFor(conditions, { looseTypeValidation: false, options: { ignoreCase: true } }, 2.2)).toEqual({
      caseSensitive: false,
      typeValidation: 'strict',
      version: 2,
    });
    expect(filterOptionsFor(conditions, { options: { looseTypeValidation: true } }, 2)).toEqual({
      caseSensitive: true,
      typeValidation: 'loose',
      version: 1,
    });
  });

  it('keeps plain values and has nothing to add without typeOptions.filter', () => {
    expect(filterOptionsFor({ typeOptions: { filter: { version: 2 } } }, {}, 1)).toEqual({ version: 2 });
    expect(filterOptionsFor({}, {}, 1)).toEqual({});
  });
});
