import type { DisplayOptions, NodeProperty } from '@weft/workflow';

/** Adds `show` conditions to every property (n8n's updateDisplayOptions). */
export function withDisplay(show: NonNullable<DisplayOptions['show']>, properties: NodeProperty[]): NodeProperty[] {
  return properties.map((property) => ({
    ...property,
    displayOptions: {
      ...property.displayOptions,
      show: { ...property.displayOptions?.show, ...show },
    },
  }));
}

/** "Fuzzy Compare" option. */
export const fuzzyCompareProperty: NodeProperty = {
  displayName: 'Fuzzy Compare',
  name: 'fuzzyCompare',
  type: 'boolean',
  default: false,
  description:
    "Whether to tolerate small type differences when comparing fields. E.g. the number 3 and the string '3' are treated as the same.",
};

/** "Number of Inputs" (Merge 3.1 and later). */
export const numberInputsProperty: NodeProperty = {
  displayName: 'Number of Inputs',
  name: 'numberInputs',
  type: 'options',
  noDataExpression: true,
  default: 2,
  options: [2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => ({ name: String(n), value: n })),
  description: 'The number of data inputs you want to merge. The node waits for all connected inputs to be executed.',
  displayOptions: { show: { '@version': [{ _cnd: { gte: 3.1 } }] } },
};

/** "Clash Handling": which version of a field wins, and how nested fields merge. */
export const clashHandlingProperty: NodeProperty = {
  displayName: 'Clash Handling',
  name: 'clashHandling',
  type: 'fixedCollection',
  default: { values: { resolveClash: 'preferLast', mergeMode: 'deepMerge', overrideEmpty: false } },
  options: [
    {
      displayName: 'Values',
      name: 'values',
      values: [
        {
          displayName: 'When Field Values Clash',
          name: 'resolveClash',
          type: 'options',
          default: '',
          typeOptions: { loadOptionsMethod: 'getResolveClashOptions', loadOptionsDependsOn: ['numberInputs'] },
        },
        {
          displayName: 'Merging Nested Fields',
          name: 'mergeMode',
          type: 'options',
          default: 'deepMerge',
          options: [
            { name: 'Deep Merge', value: 'deepMerge', description: 'Merge at every level of nesting' },
            {
              name: 'Shallow Merge',
              value: 'shallowMerge',
              description: 'Merge at the top level only (all nested fields will come from the same input)',
            },
          ],
          hint: 'How to merge when there are sub-fields below the top-level ones',
          displayOptions: { show: { resolveClash: [{ _cnd: { not: 'addSuffix' } }] } },
        },
        {
          displayName: 'Minimize Empty Fields',
          name: 'overrideEmpty',
          type: 'boolean',
          default: false,
          description:
            "Whether to override the preferred input version for a field if it is empty and the other version isn't. Here 'empty' means undefined, null or an empty string.",
          displayOptions: { show: { resolveClash: [{ _cnd: { not: 'addSuffix' } }] } },
        },
      ],
    },
  ],
};
