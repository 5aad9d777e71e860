import { describe, expect, it } from 'vitest';
import { TELEMETRY_EVENTS, TELEMETRY_LIMITS } from '@weft/workflow';
import {
  boundProperties,
  codeAutocompleteEvent,
  completionContext,
  errorToastEvent,
  expressionEditorOpenedEvent,
  lockedSaveEvent,
  operationOrModeEvent,
  parameterModeSwitchEvent,
  parameterName,
  resourceLocatorEvent,
} from './payloads';

const sheets = {
  nodeType: 'n8n-nodes-base.googleSheets',
  values: { resource: 'sheet', operation: 'append', documentId: { __rl: true } },
  fieldName: 'documentId',
};

describe('telemetry payloads', () => {
  it('builds each resource locator event with node_type, resource, operation and field_name', () => {
    expect(resourceLocatorEvent('mode', sheets, { mode: 'url' })).toEqual({
      event: 'User changed resource locator mode',
      properties: {
        node_type: 'n8n-nodes-base.googleSheets',
        resource: 'sheet',
        operation: 'append',
        field_name: 'documentId',
        mode: 'url',
      },
    });
    expect(resourceLocatorEvent('refresh', sheets).event).toBe('User refreshed resource locator list');
    expect(resourceLocatorEvent('link', sheets).event).toBe('User clicked resource locator link');
    expect(resourceLocatorEvent('search', { ...sheets, values: {} }).properties).toEqual({
      node_type: 'n8n-nodes-base.googleSheets',
      resource: null,
      operation: null,
      field_name: 'documentId',
    });
    for (const action of ['mode', 'refresh', 'link', 'search'] as const)
      expect(TELEMETRY_EVENTS).toHaveProperty([resourceLocatorEvent(action, sheets).event]);
  });

  it('finds the member chain a completion continued', () => {
    expect(completionContext('return $input.')).toBe('$input');
    expect(completionContext("const a = $('Orders').item.json.")).toBe("$('Orders').item.json");
    expect(completionContext('for (const item of $input.all()) item.json.')).toBe('item.json');
    expect(completionContext('x = items[0].json.')).toBe('items[0].json');
    expect(completionContext('return $in')).toBe('');
  });

  it("reports a Code completion's context and inserted_text for the mode's field", () => {
    expect(
      codeAutocompleteEvent({
        nodeType: 'n8n-nodes-base.code',
        mode: 'runOnceForAllItems',
        context: '$input',
        inserted: 'all()',
      }),
    ).toEqual({
      event: 'User autocompleted code',
      properties: {
        node_type: 'n8n-nodes-base.code',
        field_name: 'jsCodeAllItems',
        field_type: 'code',
        context: '$input',
        inserted_text: 'all()',
      },
    });
    expect(
      codeAutocompleteEvent({
        nodeType: 'n8n-nodes-base.code',
        mode: 'runOnceForEachItem',
        context: '',
        inserted: '$json',
      }).properties.field_name,
    ).toBe('jsCodeEachItem');
  });

  it('tells the owner from a sharee on a locked save', () => {
    expect(lockedSaveEvent({ userId: 'u1', ownedById: 'u1', sharingEnabled: true })).toEqual({
      event: 'User attempted to save locked workflow',
      properties: { sharing_role: 'owner' },
    });
    expect(lockedSaveEvent({ userId: 'u2', ownedById: 'u1', sharingEnabled: true }).properties.sharing_role).toBe(
      'sharee',
    );
    // Without sharing everyone edits as an owner; a workflow with no recorded owner is the user's.
    expect(lockedSaveEvent({ userId: 'u2', ownedById: 'u1', sharingEnabled: false }).properties.sharing_role).toBe(
      'owner',
    );
    expect(lockedSaveEvent({ userId: 'u2', ownedById: undefined, sharingEnabled: true }).properties.sharing_role).toBe(
      'owner',
    );
  });

  it('describes a fixed ⇄ expression switch with what the value held before', () => {
    expect(
      parameterModeSwitchEvent({
        nodeType: 'n8n-nodes-base.set',
        path: 'fields.values[0].stringValue',
        previous: 'Hello',
        newMode: 'expression',
      }),
    ).toEqual({
      event: 'User switched parameter mode',
      properties: {
        node_type: 'n8n-nodes-base.set',
        parameter: 'fields.values[0].stringValue',
        old_mode: 'fixed',
        new_mode: 'expression',
        was_parameter_empty: false,
        had_mapping: false,
        had_parameter: false,
      },
    });
    const back = parameterModeSwitchEvent({
      nodeType: 'x',
      path: 'id',
      previous: { __rl: true, value: '={{ $json.id }} {{ $parameter.a }}', mode: 'id' },
      newMode: 'fixed',
    }).properties;
    expect(back).toMatchObject({
      old_mode: 'expression',
      new_mode: 'fixed',
      had_mapping: true,
      had_parameter: true,
      was_parameter_empty: false,
    });
    expect(
      parameterModeSwitchEvent({ nodeType: 'x', path: 'a', previous: undefined, newMode: 'expression' }).properties
        .was_parameter_empty,
    ).toBe(true);
  });

  it("reports only changes of parameters named 'operation' or 'mode'", () => {
    const values = { resource: 'message' };
    expect(
      operationOrModeEvent({
        nodeType: 'n8n-nodes-base.slack',
        path: 'operation',
        before: 'post',
        after: 'update',
        values,
      }),
    ).toEqual({
      event: 'User set node operation or mode',
      properties: {
        node_type: 'n8n-nodes-base.slack',
        resource: 'message',
        parameter: 'operation',
        value: 'update',
        is_custom: false,
      },
    });
    expect(
      operationOrModeEvent({
        nodeType: 'x',
        path: 'options.mode',
        before: 'a',
        after: '__CUSTOM_API_CALL__',
        values: {},
      })?.properties,
    ).toMatchObject({ parameter: 'mode', is_custom: true });
    expect(operationOrModeEvent({ nodeType: 'x', path: 'text', before: 'a', after: 'b', values })).toBeNull();
    expect(
      operationOrModeEvent({ nodeType: 'x', path: 'operation', before: 'post', after: 'post', values }),
    ).toBeNull();
    expect(parameterName('rules.values[2].mode')).toBe('mode');
  });

  it('describes an opened expression editor', () => {
    expect(
      expressionEditorOpenedEvent({
        nodeType: 'n8n-nodes-base.set',
        path: 'fields.values[0].stringValue',
        value: '=Hello {{ $json.name }}',
      }),
    ).toEqual({
      event: 'User opened Expression Editor',
      properties: {
        node_type: 'n8n-nodes-base.set',
        parameter_name: 'stringValue',
        parameter_path: 'fields.values[0].stringValue',
        new_expression: false,
        source: 'ndv',
      },
    });
    expect(expressionEditorOpenedEvent({ nodeType: undefined, path: undefined, value: '= ' }).properties).toMatchObject(
      { new_expression: true, node_type: null, parameter_name: null },
    );
  });

  it('reports an error toast with its title, message and whether credentials caused it', () => {
    expect(
      errorToastEvent({
        title: 'Problem saving workflow',
        message: 'Credentials for "Slack" are not set',
        credentialCaused: true,
      }),
    ).toEqual({
      event: 'Instance FE emitted error',
      properties: {
        error_title: 'Problem saving workflow',
        error_message: 'Credentials for "Slack" are not set',
        caused_by_credential: true,
      },
    });
  });

  it("keeps properties within the server's bounds", () => {
    const long = 'x'.repeat(TELEMETRY_LIMITS.maxValueLength + 50);
    const bounded = boundProperties({
      text: long,
      n: 1,
      bad: Number.NaN,
      gone: undefined,
      nested: { a: 1 },
      list: ['a'],
      ok: true,
      none: null,
    });
    expect(bounded).toEqual({
      text: `${'x'.repeat(TELEMETRY_LIMITS.maxValueLength - 3)}...`,
      n: 1,
      ok: true,
      none: null,
    });
    expect((bounded.text as string).length).toBe(TELEMETRY_LIMITS.maxValueLength);
    const many = boundProperties(
      Object.fromEntries(Array.from({ length: TELEMETRY_LIMITS.maxProperties + 5 }, (_, i) => [`p${i}`, i])),
    );
    expect(Object.keys(many)).toHaveLength(TELEMETRY_LIMITS.maxProperties);
  });
});
