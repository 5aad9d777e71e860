import { describe, expect, it } from 'vitest';
import type { NodeTypeDescription } from '@weft/workflow';
import * as m from './model';

const t = (name: string, extra: Partial<NodeTypeDescription> = {}): NodeTypeDescription => ({
  name,
  displayName: name.split('.')[1]!,
  group: ['transform'],
  version: 1,
  defaults: { name },
  inputs: ['main'],
  outputs: ['main'],
  properties: [],
  codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Flow'] } },
  ...extra,
});

const types = [
  t('weft.manualTrigger', {
    displayName: 'Manual Trigger',
    group: ['trigger'],
    codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Helpers'] }, alias: ['click'] },
  }),
  t('weft.scheduleTrigger', { displayName: 'Schedule Trigger', group: ['trigger'] }),
  t('weft.if', {
    displayName: 'If',
    codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Flow'] }, alias: ['Branch', 'Condition'] },
  }),
  t('weft.set', {
    displayName: 'Edit Fields',
    codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Data Transformation'] }, alias: ['JSON'] },
  }),
  t('community.thing', { displayName: 'Thing', codex: undefined }),
  t('weft.hiddenOne', { hidden: true }),
];

describe('node creator', () => {
  it('opens on the trigger view when the workflow has no trigger, with the manual trigger first', () => {
    expect(m.currentPage(m.openCreator(false)).view).toBe('Trigger');
    expect(m.currentPage(m.openCreator(true)).view).toBe('Regular');
    expect(m.startTypes(types).map((d) => d.name)).toEqual(['weft.manualTrigger', 'weft.scheduleTrigger']);
  });

  it('keeps a view history that can be popped', () => {
    let s = m.openCreator(true);
    s = m.pushPage(s, { category: 'Core Nodes' });
    s = m.pushPage(s, { subcategory: 'Flow' });
    expect(m.currentPage(s)).toEqual({ view: 'Regular', subcategory: 'Flow' });
    s = m.popPage(m.popPage(m.popPage(s)));
    expect(s.history).toHaveLength(1);
  });

  it('files types under categories and sub-categories from their codex', () => {
    expect(m.typesIn(types, 'Regular', 'Core Nodes', 'Flow').map((d) => d.name)).toEqual(['weft.if']);
    expect(m.typesIn(types, 'All', 'Custom Nodes').map((d) => d.name)).toEqual(['community.thing']);
    expect(m.typesIn(types, 'Regular', 'Suggested Nodes').map((d) => d.name)).toEqual(['weft.set', 'weft.if']);
    expect(m.typesIn(types, 'All', 'Core Nodes').some((d) => d.hidden)).toBe(false);
  });

  it('searches by name and alias, name matches first', () => {
    expect(m.searchTypes(types, 'All', 'condition').map((d) => d.name)).toEqual(['weft.if']);
    expect(m.searchTypes(types, 'All', 'json').map((d) => d.name)).toEqual(['weft.set']);
    expect(m.searchTypes(types, 'Regular', 'click')).toEqual([]);
  });

  it('derives actions from resource and operation properties', () => {
    const d = t('weft.crm', {
      properties: [
        {
          displayName: 'Resource',
          name: 'resource',
          type: 'options',
          default: 'contact',
          options: [
            { name: 'Contact', value: 'contact' },
            { name: 'Deal', value: 'deal' },
          ],
        },
        {
          displayName: 'Operation',
          name: 'operation',
          type: 'options',
          default: 'get',
          displayOptions: { show: { resource: ['contact'] } },
          options: [{ name: 'Get', value: 'get', action: 'Get a contact' }],
        },
        {
          displayName: 'Operation',
          name: 'operation',
          type: 'options',
          default: 'create',
          displayOptions: { show: { resource: ['deal'] } },
          options: [{ name: 'Create', value: 'create' }],
        },
      ],
    });
    expect(m.actionsOf(d)).toEqual([
      { nodeType: 'weft.crm', displayName: 'Get a contact', values: { operation: 'get', resource: 'contact' } },
      { nodeType: 'weft.crm', displayName: 'Create (Deal)', values: { operation: 'create', resource: 'deal' } },
    ]);
  });
});

describe('opening the view of an added node (issue 15 item 1)', () => {
  it('opens every new node but the manual trigger and sticky notes', () => {
    expect(m.opensViewOnAdd('weft.httpRequest')).toBe(true);
    expect(m.opensViewOnAdd('weft.webhook')).toBe(true);
    expect(m.opensViewOnAdd('weft.manualTrigger')).toBe(false);
    expect(m.opensViewOnAdd('weft.stickyNote')).toBe(false);
  });
});

describe('the AI section (issue 15 item 3)', () => {
  const ai = (name: string, sub: string[], outputs: string[]) =>
    t(`@n8n/n8n-nodes-langchain.${name}`, {
      displayName: name,
      outputs,
      codex: { categories: ['AI'], subcategories: { AI: sub } },
    });
  const list = [
    ai('agent', ['Agents', 'Root Nodes'], ['main']),
    ai('lmChatOpenAi', ['Language Models', 'Root Nodes'], ['ai_languageModel']),
    ai('memoryBufferWindow', ['Memory'], ['ai_memory']),
    ...types,
  ];
  const isSub = (d: NodeTypeDescription) => !(d.outputs as string[]).includes('main');

  it('files AI nodes under AI, as built-in nodes, with their AI sub-categories', () => {
    expect(m.categoriesOf(list[0]!)).toEqual(['AI']);
    expect(m.typesIn(list, 'Regular', 'Custom Nodes').map((d) => d.name)).toEqual(['community.thing']);
    expect(m.typesIn(list, 'Regular', 'AI', 'Memory').map((d) => d.displayName)).toEqual(['memoryBufferWindow']);
    expect(m.subcategoriesFor('AI')).toContain('Language Models');
  });

  it('lists only nodes of the main flow on the AI page, and the suppliers of a type for a root node input', () => {
    expect(m.typesOnCategoryPage(list, 'Regular', 'AI', isSub).map((d) => d.displayName)).toEqual(['agent']);
    expect(
      m.typesSupplying(list, (d) => (d.outputs as string[]).includes('ai_memory')).map((d) => d.displayName),
    ).toEqual(['memoryBufferWindow']);
    expect(
      m
        .typesSupplying(list, (d) => (d.outputs as string[]).includes('ai_languageModel'), 'open')
        .map((d) => d.displayName),
    ).toEqual(['lmChatOpenAi']);
    expect(m.typesSupplying(list, (d) => (d.outputs as string[]).includes('ai_languageModel'), 'zzz')).toEqual([]);
  });
});

describe('community packages in the creator (issue 17 item 4)', () => {
  it('asks the registry only for the owner, for two characters or more, when few built-in nodes match', () => {
    expect(m.searchesCommunity('slack', 0, true)).toBe(true);
    expect(m.searchesCommunity('slack', m.FEW_MATCHES - 1, true)).toBe(true);
    expect(m.searchesCommunity('slack', m.FEW_MATCHES, true)).toBe(false);
    expect(m.searchesCommunity('slack', 0, false)).toBe(false);
    expect(m.searchesCommunity(' s ', 0, true)).toBe(false);
  });

  it('lists the nodes of one package, triggers included, on its own page', () => {
    const pkg = [
      t('weft-nodes-shout.shout', { displayName: 'Shout' }),
      t('weft-nodes-shout.shoutTrigger', { displayName: 'Shout Trigger', group: ['trigger'] }),
      t('weft-nodes-shouting.other', { displayName: 'Other' }),
    ];
    expect(m.typesOfPackage([...types, ...pkg], 'weft-nodes-shout').map((d) => d.displayName)).toEqual([
      'Shout',
      'Shout Trigger',
    ]);
    const state = m.pushPage(m.openCreator(true), { packageName: 'weft-nodes-shout', view: 'All' });
    expect(m.currentPage(state)).toEqual({ view: 'All', packageName: 'weft-nodes-shout' });
  });
});
