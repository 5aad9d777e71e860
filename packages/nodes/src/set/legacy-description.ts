import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

/** One `{name, value}` list of the legacy "Values to Set" collection. */
const valueList = (
  name: 'boolean' | 'number' | 'string',
  displayName: string,
  value: Pick<NodeProperty, 'type' | 'default'>,
): { name: string; displayName: string; values: NodeProperty[] } => ({
  name,
  displayName,
  values: [
    {
      displayName: 'Name',
      name: 'name',
      type: 'string',
      default: 'propertyName',
      description: 'The field to write; with dot notation on, "data.person[0].name" writes a nested field',
    },
    {
      displayName: 'Value',
      name: 'value',
      ...value,
      description: `The ${name} to write into the field`,
    },
  ],
});

/** Parameters of the legacy Set node (n8n `set` 1 and 2). */
export const legacySetProperties: NodeProperty[] = [
  {
    displayName: 'Keep Only Set',
    name: 'keepOnlySet',
    type: 'boolean',
    default: false,
    description: 'Whether the output items hold only the values set here, dropping every input field',
  },
  {
    displayName: 'Values to Set',
    name: 'values',
    placeholder: 'Add Value',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true, sortable: true },
    description: 'The values to write into each item',
    default: {},
    options: [
      valueList('boolean', 'Boolean', { type: 'boolean', default: false }),
      valueList('number', 'Number', { type: 'number', default: 0 }),
      valueList('string', 'String', { type: 'string', default: '' }),
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'Dot Notation',
        name: 'dotNotation',
        type: 'boolean',
        default: true,
        description:
          'Whether a name such as "a.b" means field "b" inside object "a" ({ "a": { "b": value } }); off, it is one field named "a.b"',
      },
    ],
  },
];

/** Description of the legacy Set node, typeVersions 1 and 2 (version 2 turns numeric strings of Number values into numbers). */
export const legacySetDescription: NodeTypeDescription = {
  name: 'weft.set',
  displayName: 'Set',
  description: 'Sets values on items and optionally removes the others',
  icon: 'fa:pen',
  group: ['input'],
  version: [1, 2],
  defaultVersion: 3.4,
  defaults: { name: 'Set', color: '#0000FF' },
  inputs: ['main'],
  outputs: ['main'],
  properties: legacySetProperties,
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Data Transformation'] },
    alias: ['Set', 'JS', 'JSON', 'Filter', 'Transform', 'Map'],
  },
};
