import { describe, expect, it } from 'vitest';
import type { NodeProperty } from '@weft/workflow';
import { dataPathKind, fieldNameAfterDrop, fieldPath } from './data-path';
import { droppedValue } from './parameters/ParameterField';

const users = { nodeName: 'HTTP Request', path: ['users'], isParentNode: true };

describe('dropping a field on a parameter that takes field names (n8n requiresDataPath)', () => {
  it('knows Split Out and Edit Fields field-name parameters, and reads the flag when a description has it', () => {
    expect(dataPathKind('weft.splitOut', { name: 'fieldToSplitOut' })).toBe('multiple');
    expect(dataPathKind('weft.set', { name: 'includeFields' })).toBe('multiple');
    expect(dataPathKind('weft.convertToFile', { name: 'sourceProperty' })).toBe('single');
    expect(dataPathKind('weft.splitOut', { name: 'include' })).toBeNull();
    expect(dataPathKind('weft.code', { name: 'x', requiresDataPath: 'single' })).toBe('single');
  });

  it('writes the plain path, appending to a list for multiple', () => {
    expect(fieldPath(['customer', 'email'])).toBe('customer.email');
    expect(fieldPath(['tags', 0, 'e-mail'])).toBe("tags[0]['e-mail']");
    expect(fieldNameAfterDrop('multiple', '', users)).toBe('users');
    expect(fieldNameAfterDrop('multiple', 'ids', users)).toBe('ids, users');
    expect(fieldNameAfterDrop('single', 'ids', users)).toBe('users');
  });

  it('gives Split Out "users", not an expression, while other string parameters still get one', () => {
    const field = {
      displayName: 'Fields To Split Out',
      name: 'fieldToSplitOut',
      type: 'string',
      default: '',
    } as NodeProperty;
    expect(droppedValue(field, '', users, 'weft.splitOut')).toBe('users');
    const url = { displayName: 'URL', name: 'url', type: 'string', default: '' } as NodeProperty;
    expect(droppedValue(url, '', users, 'weft.httpRequest')).toBe('={{ $json.users }}');
  });
});
