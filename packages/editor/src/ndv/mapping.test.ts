import { beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '../utils/local-storage';
import {
  isMappingOnboarded,
  mappingExpression,
  markMappingOnboarded,
  MAPPING_MIME,
  parseMappingPayload,
  pathAccessor,
  readMappingData,
  setMappingData,
  shouldShowMappingHint,
  valueAfterDrop,
  type MappingHintState,
} from './mapping';

describe('mappingExpression', () => {
  it('uses $json for the parent node', () => {
    expect(mappingExpression({ nodeName: 'Set', path: ['email'], isParentNode: true })).toBe('{{ $json.email }}');
    expect(mappingExpression({ nodeName: 'Set', path: ['customer', 'email'], isParentNode: true })).toBe(
      '{{ $json.customer.email }}',
    );
  });
  it("uses $('Node').item.json for other nodes", () => {
    expect(mappingExpression({ nodeName: 'Edit Fields', path: ['name'], isParentNode: false })).toBe(
      "{{ $('Edit Fields').item.json.name }}",
    );
    expect(mappingExpression({ nodeName: "Bob's node", path: ['a'], isParentNode: false })).toBe(
      "{{ $('Bob\\'s node').item.json.a }}",
    );
  });
  it('uses bracket notation for keys that are not identifiers and for indexes', () => {
    expect(mappingExpression({ nodeName: 'A', path: ['e-mail'], isParentNode: true })).toBe("{{ $json['e-mail'] }}");
    expect(mappingExpression({ nodeName: 'A', path: ['first name', 0, '1st'], isParentNode: true })).toBe(
      "{{ $json['first name'][0]['1st'] }}",
    );
    expect(pathAccessor(["it's"])).toBe("['it\\'s']");
    expect(pathAccessor(['$ok', '_x9'])).toBe('.$ok._x9');
  });
  it('maps the whole item with an empty path', () => {
    expect(mappingExpression({ nodeName: 'A', path: [], isParentNode: true })).toBe('{{ $json }}');
  });
});

describe('valueAfterDrop', () => {
  const p = { nodeName: 'A', path: ['email'], isParentNode: true };
  it('makes an expression from an empty value', () => {
    expect(valueAfterDrop('', p)).toBe('={{ $json.email }}');
    expect(valueAfterDrop(undefined, p)).toBe('={{ $json.email }}');
  });
  it('appends to an expression and keeps fixed text in front', () => {
    expect(valueAfterDrop('=Hi', p)).toBe('=Hi {{ $json.email }}');
    expect(valueAfterDrop('Mail:', p)).toBe('=Mail: {{ $json.email }}');
  });
});

describe('drag payload', () => {
  it('round-trips through a dataTransfer and carries the expression as text', () => {
    const store = new Map<string, string>();
    const dt = {
      setData: (k: string, v: string) => void store.set(k, v),
      getData: (k: string) => store.get(k) ?? '',
      effectAllowed: 'all',
    };
    setMappingData(dt, { nodeName: 'Set', path: ['customer', 'email'], isParentNode: false });
    expect(JSON.parse(store.get(MAPPING_MIME)!)).toEqual({
      nodeName: 'Set',
      path: ['customer', 'email'],
      isParentNode: false,
    });
    expect(store.get('text/plain')).toBe("{{ $('Set').item.json.customer.email }}");
    expect(readMappingData(dt)).toEqual({ nodeName: 'Set', path: ['customer', 'email'], isParentNode: false });
  });
  it('rejects malformed payloads', () => {
    expect(parseMappingPayload('')).toBeNull();
    expect(parseMappingPayload('{nope')).toBeNull();
    expect(parseMappingPayload(JSON.stringify({ nodeName: 'A', path: [{}] }))).toBeNull();
    expect(parseMappingPayload(JSON.stringify({ path: ['a'] }))).toBeNull();
  });
});

describe('mapping hint rules', () => {
  const base: MappingHintState = {
    enabled: true,
    onboarded: false,
    focused: true,
    parameterType: 'string',
    hasInputData: true,
    inputDisplayMode: 'table',
  };
  it('shows when every condition holds, in table, json and schema', () => {
    expect(shouldShowMappingHint(base)).toBe(true);
    expect(shouldShowMappingHint({ ...base, inputDisplayMode: 'json' })).toBe(true);
    expect(shouldShowMappingHint({ ...base, inputDisplayMode: 'schema' })).toBe(true);
  });
  it('hides when any condition fails', () => {
    expect(shouldShowMappingHint({ ...base, enabled: false })).toBe(false);
    expect(shouldShowMappingHint({ ...base, onboarded: true })).toBe(false);
    expect(shouldShowMappingHint({ ...base, focused: false })).toBe(false);
    expect(shouldShowMappingHint({ ...base, parameterType: 'number' })).toBe(false);
    expect(shouldShowMappingHint({ ...base, hasInputData: false })).toBe(false);
    expect(shouldShowMappingHint({ ...base, inputDisplayMode: 'binary' })).toBe(false);
  });
});

describe('onboarding', () => {
  beforeEach(() => localStorage.clear());
  it('is true only for the first mapping and is kept in local storage', () => {
    expect(isMappingOnboarded()).toBe(false);
    expect(markMappingOnboarded()).toBe(true);
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.MAPPING_ONBOARDED)).toBe('true');
    expect(isMappingOnboarded()).toBe(true);
    expect(markMappingOnboarded()).toBe(false);
  });
});
