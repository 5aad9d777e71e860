import { describe, expect, it } from 'vitest';
import type { NodeProperty } from '../types/node-type.js';
import { withEntryDefaults } from './nested-defaults.js';

const properties: NodeProperty[] = [
  {
    displayName: 'Blocks',
    name: 'blocks',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    default: {},
    options: [
      {
        displayName: 'Block',
        name: 'block',
        values: [
          {
            displayName: 'Type',
            name: 'type',
            type: 'options',
            default: 'text',
            options: [
              { name: 'Text', value: 'text' },
              { name: 'Image', value: 'image' },
            ],
          },
          { displayName: 'Block ID', name: 'blockId', type: 'string', default: '' },
          {
            displayName: 'Emoji',
            name: 'emoji',
            type: 'boolean',
            default: false,
            displayOptions: { show: { type: ['text'] } },
          },
          {
            displayName: 'URL',
            name: 'url',
            type: 'string',
            default: 'https://',
            displayOptions: { show: { type: ['image'] } },
          },
          {
            displayName: 'Fields',
            name: 'fields',
            type: 'fixedCollection',
            default: {},
            options: [
              {
                displayName: 'Field',
                name: 'field',
                values: [{ displayName: 'Short', name: 'short', type: 'boolean', default: true }],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    options: [
      { displayName: 'Limit', name: 'limit', type: 'number', default: 50 },
      {
        displayName: 'Sort',
        name: 'sort',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Sort',
            name: 'value',
            values: [
              { displayName: 'Field', name: 'field', type: 'string', default: '' },
              { displayName: 'Descending', name: 'descending', type: 'boolean', default: false },
            ],
          },
        ],
      },
    ],
  },
];

describe('withEntryDefaults', () => {
  it('fills each fixed-collection entry with the defaults of the fields it displays, at any depth', () => {
    const out = withEntryDefaults(properties, {
      blocks: {
        block: [
          { type: 'text', blockId: 'b1' },
          { type: 'image', fields: { field: {} } },
        ],
      },
    });
    expect(out.blocks).toEqual({
      block: [
        { type: 'text', blockId: 'b1', emoji: false, fields: {} },
        { type: 'image', blockId: '', url: 'https://', fields: { field: { short: true } } },
      ],
    });
  });

  it('leaves out collection options that are not set, fills the fixed collections a collection holds, and keeps whole-value expressions', () => {
    const out = withEntryDefaults(properties, {
      blocks: '={{ $json.blocks }}',
      options: { sort: { value: { field: 'name' } } },
    });
    expect(out.blocks).toBe('={{ $json.blocks }}');
    expect(out.options).toEqual({ sort: { value: { field: 'name', descending: false } } });
  });

  it('does not change what it is given', () => {
    const given = { blocks: { block: [{ type: 'text' }] } };
    withEntryDefaults(properties, given);
    expect(given).toEqual({ blocks: { block: [{ type: 'text' }] } });
  });

  it('describes a value by the property of that name that is shown, when several share the name', () => {
    const perResource: NodeProperty[] = [
      {
        displayName: 'Resource',
        name: 'resource',
        type: 'options',
        default: 'a',
        options: [
          { name: 'A', value: 'a' },
          { name: 'B', value: 'b' },
        ],
      },
      {
        displayName: 'Sort',
        name: 'sort',
        type: 'fixedCollection',
        default: {},
        displayOptions: { show: { resource: ['a'] } },
        options: [
          {
            displayName: 'Sort',
            name: 'value',
            values: [{ displayName: 'Timestamp', name: 'timestamp', type: 'string', default: 'edited' }],
          },
        ],
      },
      {
        displayName: 'Sort',
        name: 'sort',
        type: 'fixedCollection',
        default: {},
        displayOptions: { show: { resource: ['b'] } },
        options: [
          {
            displayName: 'Sort',
            name: 'value',
            values: [{ displayName: 'Timestamp', name: 'timestamp', type: 'boolean', default: false }],
          },
        ],
      },
    ];
    expect(withEntryDefaults(perResource, { resource: 'b', sort: { value: {} } }).sort).toEqual({
      value: { timestamp: false },
    });
    expect(withEntryDefaults(perResource, { resource: 'a', sort: { value: {} } }).sort).toEqual({
      value: { timestamp: 'edited' },
    });
  });
});
