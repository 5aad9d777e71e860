import { describe, expect, it } from 'vitest';
import type { NodeProperty } from '../types/node-type.js';
import { parametersForRun } from './run-parameters.js';

const options = (...values: string[]) => values.map((value) => ({ name: value, value }));

// A node shaped like Merge 3: a mode, a join mode shown for one mode, options whose entries show
// for some join modes only ('/joinMode' reads the top level), and a fixed collection whose fields
// show by their sibling.
const properties: NodeProperty[] = [
  { displayName: 'Mode', name: 'mode', type: 'options', default: 'append', options: options('append', 'combine') },
  {
    displayName: 'Join',
    name: 'joinMode',
    type: 'options',
    default: 'keepMatches',
    options: options('keepMatches', 'keepNonMatches'),
    displayOptions: { show: { mode: ['combine'] } },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    options: [
      { displayName: 'Fuzzy', name: 'fuzzyCompare', type: 'boolean', default: false },
      {
        displayName: 'Multiple Matches',
        name: 'multipleMatches',
        type: 'options',
        default: 'all',
        options: options('all', 'first'),
        displayOptions: { show: { '/joinMode': ['keepMatches'] } },
      },
    ],
  },
  {
    displayName: 'Rules',
    name: 'rules',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    default: {},
    options: [
      {
        displayName: 'Rule',
        name: 'rule',
        values: [
          { displayName: 'Kind', name: 'kind', type: 'options', default: 'text', options: options('text', 'regex') },
          {
            displayName: 'Text',
            name: 'text',
            type: 'string',
            default: '',
            displayOptions: { show: { kind: ['text'] } },
          },
          {
            displayName: 'Flags',
            name: 'flags',
            type: 'string',
            default: 'i',
            displayOptions: { show: { kind: ['regex'] } },
          },
        ],
      },
    ],
  },
];

describe('parametersForRun (what a node reads when it runs, as n8n hands it)', () => {
  it('fills defaults and leaves out a top-level value whose parameter is hidden', () => {
    expect(parametersForRun(properties, { joinMode: 'keepNonMatches' }, 1)).toEqual({
      mode: 'append',
      options: {},
      rules: {},
    });
  });

  it('leaves out a collection option hidden for the chosen join mode, and keeps the shown ones', () => {
    const stored = {
      mode: 'combine',
      joinMode: 'keepNonMatches',
      options: { multipleMatches: 'first', fuzzyCompare: true },
    };
    expect(parametersForRun(properties, stored, 1)).toEqual({ ...stored, options: { fuzzyCompare: true }, rules: {} });
    const shown = { ...stored, joinMode: 'keepMatches' };
    expect(parametersForRun(properties, shown, 1).options).toEqual({ multipleMatches: 'first', fuzzyCompare: true });
  });

  it('fills and prunes each fixed-collection entry by its own fields', () => {
    const stored = { rules: { rule: [{ kind: 'regex', text: 'left over' }, { text: 'a' }] } };
    expect(parametersForRun(properties, stored, 1).rules).toEqual({
      rule: [
        { kind: 'regex', flags: 'i' },
        { kind: 'text', text: 'a' },
      ],
    });
  });

  it('drops options no property names inside a collection or a fixed-collection entry, as n8n', () => {
    const stored = {
      options: { fuzzyCompare: true, explicitCharkey: true },
      rules: { rule: [{ kind: 'text', x: 1 }], other: [] },
    };
    const run = parametersForRun(properties, stored, 1);
    expect(run.options).toEqual({ fuzzyCompare: true });
    expect(run.rules).toEqual({ rule: [{ kind: 'text', text: '' }] });
  });

  it('keeps top-level keys no property names, and an expression standing for a whole collection', () => {
    const stored = { custom: 1, options: '={{ { fuzzyCompare: true } }}' };
    const run = parametersForRun(properties, stored, 1);
    expect(run.custom).toBe(1);
    expect(run.options).toBe('={{ { fuzzyCompare: true } }}');
  });

  it('does not change what it is given', () => {
    const stored = { joinMode: 'keepNonMatches', options: { multipleMatches: 'first' } };
    const copy = structuredClone(stored);
    parametersForRun(properties, stored, 1);
    expect(stored).toEqual(copy);
  });
});
