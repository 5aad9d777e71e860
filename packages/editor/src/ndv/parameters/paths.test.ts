import { describe, expect, it } from 'vitest';
import type { NodeProperty, NodePropertyCollection } from '@weft/workflow';
import { childPath, getValueAt, moveItem, setValueAt, splitParameterPath } from './paths';
import { addCollectionOption, addFixedCollectionItem } from './collections';
import { remoteDependencyKey } from './remote-options';

describe('parameter paths', () => {
  it('splits and joins', () => {
    expect(splitParameterPath('a.b[2].c')).toEqual(['a', 'b', 2, 'c']);
    expect(childPath('', 'a')).toBe('a');
    expect(childPath('a.b', 1)).toBe('a.b[1]');
  });
  it('sets without mutating and deletes with undefined', () => {
    const v = { a: { b: [{ c: 1 }, { c: 2 }] } };
    const next = setValueAt(v, 'a.b[1].c', 5);
    expect(getValueAt(next, 'a.b[1].c')).toBe(5);
    expect(v.a.b[1]!.c).toBe(2);
    expect(setValueAt(v, 'a.b[0]', undefined)).toEqual({ a: { b: [{ c: 2 }] } });
    expect(setValueAt({ x: 1, y: 2 }, 'x', undefined)).toEqual({ y: 2 });
    expect(setValueAt({}, 'options.timeout', 10)).toEqual({ options: { timeout: 10 } });
  });
  it('moves items up and down', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});

describe('collections', () => {
  it('choosing an option adds its default; multipleValues options append to an array', () => {
    const timeout: NodeProperty = { displayName: 'Timeout', name: 'timeout', type: 'number', default: 10000 };
    const tags: NodeProperty = {
      displayName: 'Tags',
      name: 'tags',
      type: 'string',
      default: '',
      typeOptions: { multipleValues: true },
    };
    expect(addCollectionOption({}, timeout)).toEqual({ timeout: 10000 });
    expect(addCollectionOption({ tags: ['a'] }, tags)).toEqual({ tags: ['a', ''] });
  });
  it('fixed collections append items or create an object', () => {
    const group: NodePropertyCollection = {
      displayName: 'Header',
      name: 'parameters',
      values: [
        { displayName: 'Name', name: 'name', type: 'string', default: '' },
        { displayName: 'Value', name: 'value', type: 'string', default: 'x' },
      ],
    };
    expect(addFixedCollectionItem({}, group, true)).toEqual({ parameters: [{ name: '', value: 'x' }] });
    expect(addFixedCollectionItem({ parameters: [{ name: 'a', value: 'b' }] }, group, true)).toEqual({
      parameters: [
        { name: 'a', value: 'b' },
        { name: '', value: 'x' },
      ],
    });
    expect(addFixedCollectionItem({}, group, false)).toEqual({ parameters: { name: '', value: 'x' } });
  });
});

describe('remote options reload triggers', () => {
  const param = { typeOptions: { loadOptionsMethod: 'm', loadOptionsDependsOn: ['resource', '/options.x'] } };
  const props: NodeProperty[] = [
    { displayName: 'R', name: 'reloader', type: 'string', default: '', typeOptions: { reloadOnChange: true } },
  ];
  const base = remoteDependencyKey(param, props, { resource: 'a', options: { x: 1 }, other: 1 }, {});
  it('changes with loadOptionsDependsOn values, credentials and reloadOnChange parameters', () => {
    expect(remoteDependencyKey(param, props, { resource: 'b', options: { x: 1 }, other: 1 }, {})).not.toBe(base);
    expect(remoteDependencyKey(param, props, { resource: 'a', options: { x: 2 }, other: 1 }, {})).not.toBe(base);
    expect(
      remoteDependencyKey(
        param,
        props,
        { resource: 'a', options: { x: 1 }, other: 1 },
        { api: { id: '1', name: 'c' } },
      ),
    ).not.toBe(base);
    expect(
      remoteDependencyKey(param, props, { resource: 'a', options: { x: 1 }, other: 1, reloader: 'z' }, {}),
    ).not.toBe(base);
  });
  it('does not change with unrelated values', () =>
    expect(remoteDependencyKey(param, props, { resource: 'a', options: { x: 1 }, other: 2 }, {})).toBe(base));
});
