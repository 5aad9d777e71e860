import { describe, expect, it } from 'vitest';
import type { NodeProperty } from '../types/node-type.js';
import {
  extractLocatorId,
  isResourceLocatorParameter,
  locatorExtractValue,
  LocatorValueError,
} from './resource-locator.js';

const URL_REGEX = 'https?://[^\\s/]+(?:/[^\\s]*)?/workflow/([0-9a-zA-Z]+)';
const properties: NodeProperty[] = [
  { displayName: 'Workflow', name: 'workflowId', type: 'string', default: '' },
  {
    displayName: 'Workflow',
    name: 'workflowId',
    type: 'resourceLocator',
    default: { __rl: true, value: '', mode: 'list' },
    modes: [{ name: 'list' }, { name: 'id' }, { name: 'url', extractValue: { type: 'regex', regex: URL_REGEX } }],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    options: [
      {
        displayName: 'Sheet',
        name: 'sheet',
        type: 'resourceLocator',
        default: '',
        modes: [{ name: 'url', extractValue: { type: 'regex', regex: '/s/(\\d+)' } }],
      },
    ],
  },
];

describe('resource locator values', () => {
  it('recognises {__rl: true} values only', () => {
    expect(isResourceLocatorParameter({ __rl: true, value: 'a', mode: 'id' })).toBe(true);
    expect(isResourceLocatorParameter({ value: 'a', mode: 'id' })).toBe(false);
    expect(isResourceLocatorParameter('a')).toBe(false);
  });

  it('finds a mode’s extractValue, skipping same-named parameters of other types and looking into collections', () => {
    expect(locatorExtractValue(properties, 'workflowId', 'url')).toEqual({ type: 'regex', regex: URL_REGEX });
    expect(locatorExtractValue(properties, 'workflowId', 'id')).toBeUndefined();
    expect(locatorExtractValue(properties, 'options.sheet', 'url')?.regex).toBe('/s/(\\d+)');
    expect(locatorExtractValue(properties, 'nothing', 'url')).toBeUndefined();
  });

  it('of several locators sharing a name, takes the one shown for the node’s parameters (a board id on one resource, a card id on another)', () => {
    const shared: NodeProperty[] = [
      {
        displayName: 'Board',
        name: 'id',
        type: 'resourceLocator',
        default: '',
        displayOptions: { show: { resource: ['board'] } },
        modes: [{ name: 'url', extractValue: { type: 'regex', regex: '/b/([a-z0-9]+)' } }],
      },
      {
        displayName: 'Card',
        name: 'id',
        type: 'resourceLocator',
        default: '',
        displayOptions: { show: { resource: ['card'] } },
        modes: [{ name: 'url', extractValue: { type: 'regex', regex: '/c/([a-z0-9]+)' } }],
      },
    ];
    expect(locatorExtractValue(shared, 'id', 'url', { parameters: { resource: 'card' } })?.regex).toBe(
      '/c/([a-z0-9]+)',
    );
    expect(locatorExtractValue(shared, 'id', 'url', { parameters: { resource: 'board' } })?.regex).toBe(
      '/b/([a-z0-9]+)',
    );
    // Without the parameters (or with none shown), the first one, as before.
    expect(locatorExtractValue(shared, 'id', 'url')?.regex).toBe('/b/([a-z0-9]+)');
    expect(locatorExtractValue(shared, 'id', 'url', { parameters: { resource: 'list' } })?.regex).toBe(
      '/b/([a-z0-9]+)',
    );
  });

  it('answers the id: the value, or the regex group of a url mode', () => {
    expect(extractLocatorId({ __rl: true, value: 'Ab12', mode: 'list', cachedResultName: 'X' })).toBe('Ab12');
    expect(extractLocatorId({ __rl: true, value: 42, mode: 'id' })).toBe(42);
    const url = { __rl: true, value: 'http://localhost:5678/workflow/Zx9Q?x=1', mode: 'url' };
    expect(extractLocatorId(url, locatorExtractValue(properties, 'workflowId', 'url'))).toBe('Zx9Q');
    // Without the mode definition the value's own __regex is used.
    expect(extractLocatorId({ ...url, __regex: URL_REGEX })).toBe('Zx9Q');
    expect(extractLocatorId('plain')).toBe('plain');
  });

  it('refuses a URL that does not match, naming the value', () => {
    const bad = { __rl: true, value: 'https://example.com/nothing', mode: 'url' };
    expect(() => extractLocatorId(bad, { type: 'regex', regex: URL_REGEX }, 'Workflow')).toThrow(LocatorValueError);
    expect(() => extractLocatorId(bad, { type: 'regex', regex: URL_REGEX }, 'Workflow')).toThrow(
      /https:\/\/example.com\/nothing/,
    );
  });
});
