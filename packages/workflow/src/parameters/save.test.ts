import { describe, expect, it } from 'vitest';
import type { NodeTypeDescription } from '../types/node-type.js';
import type { WorkflowNode } from '../types/workflow.js';
import { isCredentialRelevant, nodeToSave, parametersToSave } from './save.js';

const description: NodeTypeDescription = {
  name: 'weft.demo',
  displayName: 'Demo',
  group: ['transform'],
  version: [1, 2],
  defaults: { name: 'Demo' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [
    { name: 'httpBasicAuth', displayOptions: { show: { authentication: ['basic'] } } },
    { name: 'httpHeaderAuth', displayOptions: { show: { authentication: ['header'] } } },
  ],
  properties: [
    {
      displayName: 'Authentication',
      name: 'authentication',
      type: 'options',
      default: 'none',
      options: [
        { name: 'None', value: 'none' },
        { name: 'Basic', value: 'basic' },
        { name: 'Header', value: 'header' },
        { name: 'Generic', value: 'generic' },
      ],
    },
    {
      displayName: 'Generic Type',
      name: 'genericAuthType',
      type: 'string',
      default: '',
      displayOptions: { show: { authentication: ['generic'] } },
    },
    {
      displayName: 'Method',
      name: 'method',
      type: 'options',
      default: 'GET',
      options: [
        { name: 'GET', value: 'GET' },
        { name: 'POST', value: 'POST' },
      ],
    },
    { displayName: 'Limit', name: 'limit', type: 'number', default: 50, displayOptions: { show: { '@version': [1] } } },
    {
      displayName: 'Limit',
      name: 'limit',
      type: 'number',
      default: 100,
      displayOptions: { show: { '@version': [2] } },
    },
    { displayName: 'Tags', name: 'tags', type: 'string', default: '', typeOptions: { multipleValues: true } },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      default: {},
      options: [{ displayName: 'Timeout', name: 'timeout', type: 'number', default: 1000 }],
    },
  ],
};

const node = (patch: Partial<WorkflowNode> & Record<string, unknown>): WorkflowNode => ({
  id: 'n1',
  name: 'Demo',
  type: 'weft.demo',
  typeVersion: 2,
  position: [0, 0],
  parameters: {},
  ...patch,
});

describe('parametersToSave', () => {
  it('leaves out values equal to their default and keeps the others', () => {
    expect(parametersToSave(description.properties, { method: 'GET', authentication: 'none', limit: 7 }, 2)).toEqual({
      limit: 7,
    });
    expect(parametersToSave(description.properties, { method: 'POST' }, 2)).toEqual({ method: 'POST' });
  });

  it('compares with the default of the definition that applies at the node version', () => {
    expect(parametersToSave(description.properties, { limit: 100 }, 2)).toEqual({});
    expect(parametersToSave(description.properties, { limit: 100 }, 1)).toEqual({ limit: 100 });
    expect(parametersToSave(description.properties, { limit: 50 }, 1)).toEqual({});
  });

  it('keeps collections as n8n does, even empty, and parameters it does not describe', () => {
    expect(parametersToSave(description.properties, { options: {}, legacyField: 'kept', empty: '' }, 2)).toEqual({
      options: {},
      legacyField: 'kept',
      empty: '',
    });
  });

  it('compares objects and arrays by value', () => {
    expect(parametersToSave(description.properties, { tags: '' }, 2)).toEqual({});
    expect(parametersToSave(description.properties, { tags: ['a'] }, 2)).toEqual({ tags: ['a'] });
  });
});

describe('isCredentialRelevant', () => {
  it('follows the display rules of the declared credential', () => {
    expect(isCredentialRelevant(description, { authentication: 'basic' }, 2, 'httpBasicAuth')).toBe(true);
    expect(isCredentialRelevant(description, { authentication: 'header' }, 2, 'httpBasicAuth')).toBe(false);
    expect(isCredentialRelevant(description, {}, 2, 'httpBasicAuth')).toBe(false);
  });

  it('keeps the type a generic credential-type parameter names', () => {
    expect(
      isCredentialRelevant(
        description,
        { authentication: 'generic', genericAuthType: 'httpQueryAuth' },
        2,
        'httpQueryAuth',
      ),
    ).toBe(true);
    expect(
      isCredentialRelevant(
        description,
        { authentication: 'generic', genericAuthType: 'httpQueryAuth' },
        2,
        'oAuth2Api',
      ),
    ).toBe(false);
  });
});

describe('nodeToSave', () => {
  it('drops view-only and underscore fields, and false or empty flags', () => {
    const saved = nodeToSave(
      node({
        color: '#f00',
        issues: { parameters: {} },
        status: 'running',
        _hover: true,
        disabled: false,
        continueOnFail: false,
        notes: '',
        notesInFlow: true,
        webhookId: 'w1',
      }),
      description,
    );
    expect(saved).toEqual({
      id: 'n1',
      name: 'Demo',
      type: 'weft.demo',
      typeVersion: 2,
      position: [0, 0],
      parameters: {},
      notesInFlow: true,
      webhookId: 'w1',
    });
  });

  it('keeps true flags and notes', () => {
    const saved = nodeToSave(node({ disabled: true, continueOnFail: true, notes: 'why' }), description);
    expect(saved).toMatchObject({ disabled: true, continueOnFail: true, notes: 'why' });
  });

  it('keeps only the credentials the current parameters still use', () => {
    const creds = { httpBasicAuth: { id: '1', name: 'Basic' }, httpHeaderAuth: { id: '2', name: 'Header' } };
    expect(
      nodeToSave(node({ parameters: { authentication: 'header' }, credentials: creds }), description).credentials,
    ).toEqual({ httpHeaderAuth: { id: '2', name: 'Header' } });
    expect(nodeToSave(node({ parameters: {}, credentials: creds }), description)).not.toHaveProperty('credentials');
  });

  it('keeps parameters and credentials exactly when the type is unknown', () => {
    const n = node({
      type: 'community.unknown',
      parameters: { method: 'GET' },
      credentials: { anyApi: { id: '1', name: 'A' } },
    });
    const saved = nodeToSave(n, undefined);
    expect(saved.parameters).toEqual({ method: 'GET' });
    expect(saved.credentials).toEqual({ anyApi: { id: '1', name: 'A' } });
  });
});
