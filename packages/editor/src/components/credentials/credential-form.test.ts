import type { NodeProperty } from '@weft/workflow';
import { describe, expect, it } from 'vitest';
import {
  dataToSave,
  initialValues,
  isOAuthConnected,
  missingRequired,
  modalAccess,
  needsOAuthPopup,
  parseJsonText,
  visibleProperties,
} from './credential-form';

const props: NodeProperty[] = [
  {
    displayName: 'Grant Type',
    name: 'grantType',
    type: 'options',
    options: [
      { name: 'Authorization Code', value: 'authorizationCode' },
      { name: 'Client Credentials', value: 'clientCredentials' },
    ],
    default: 'authorizationCode',
  },
  {
    displayName: 'Authorization URL',
    name: 'authUrl',
    type: 'string',
    default: '',
    required: true,
    displayOptions: { show: { grantType: ['authorizationCode'] } },
  },
  {
    displayName: 'Client Secret',
    name: 'clientSecret',
    type: 'string',
    typeOptions: { password: true },
    default: '',
    required: true,
  },
  {
    displayName: 'Audience',
    name: 'audience',
    type: 'string',
    default: '',
    displayOptions: { hide: { grantType: ['authorizationCode'] } },
  },
  { displayName: 'Fixed scope', name: 'scope', type: 'hidden', default: 'repo' },
  { displayName: 'Read the <a href="https://docs.example">docs</a>', name: 'notice', type: 'notice', default: '' },
  { displayName: 'Ignore SSL', name: 'ignoreSSL', type: 'boolean', default: false, required: true },
];

describe('credential form: display rules', () => {
  it('fills defaults of displayed properties and keeps stored values', () => {
    const v = initialValues(props, { clientSecret: '__blank__' });
    expect(v).toMatchObject({
      grantType: 'authorizationCode',
      authUrl: '',
      clientSecret: '__blank__',
      scope: 'repo',
      ignoreSSL: false,
    });
    expect('audience' in v).toBe(false);
    expect('notice' in v).toBe(false);
  });

  it('shows and hides properties by their displayOptions and never shows hidden ones', () => {
    const names = (values: Record<string, unknown>) => visibleProperties(props, values).map((p) => p.name);
    expect(names({ grantType: 'authorizationCode' })).toEqual([
      'grantType',
      'authUrl',
      'clientSecret',
      'notice',
      'ignoreSSL',
    ]);
    expect(names({ grantType: 'clientCredentials' })).toEqual([
      'grantType',
      'clientSecret',
      'audience',
      'notice',
      'ignoreSSL',
    ]);
  });

  it('lists displayed required fields without a value (booleans always have one)', () => {
    expect(missingRequired(props, { grantType: 'authorizationCode', authUrl: ' ', clientSecret: '' })).toEqual([
      'Authorization URL',
      'Client Secret',
    ]);
    expect(missingRequired(props, { grantType: 'clientCredentials', clientSecret: 's' })).toEqual([]);
  });

  it('saves displayed and hidden values, drops notices and values of properties not displayed, keeps unknown keys', () => {
    const values = {
      grantType: 'clientCredentials',
      authUrl: 'https://old',
      clientSecret: 's',
      audience: 'api',
      scope: 'repo',
      notice: 'x',
      ignoreSSL: true,
      oauthTokenData: true,
    };
    expect(dataToSave(props, values)).toEqual({
      grantType: 'clientCredentials',
      clientSecret: 's',
      audience: 'api',
      scope: 'repo',
      ignoreSSL: true,
      oauthTokenData: true,
    });
  });

  it('parses the JSON of collection editors, with a clear error', () => {
    expect(parseJsonText('{"a": 1}')).toEqual({ value: { a: 1 } });
    expect(parseJsonText('  ')).toEqual({ value: {} });
    expect(parseJsonText('{a').error).toMatch(/^Not valid JSON/);
  });

  it('knows OAuth connection state and when the popup is needed', () => {
    expect(isOAuthConnected({ oauthTokenData: true })).toBe(true);
    expect(isOAuthConnected({})).toBe(false);
    expect(needsOAuthPopup('oAuth2', { grantType: 'clientCredentials' })).toBe(false);
    expect(needsOAuthPopup('oAuth2', { grantType: 'pkce' })).toBe(true);
    expect(needsOAuthPopup('oAuth1', {})).toBe(true);
    expect(needsOAuthPopup(undefined, {})).toBe(false);
  });
});

describe('credential modal: permission-driven read-only state', () => {
  const ownerUser = { id: 'owner', role: 'owner' as const };
  const alice = { id: 'alice', role: 'member' as const };
  const bob = { id: 'bob', role: 'member' as const };
  const carol = { id: 'carol', role: 'member' as const };
  const cred = {
    id: 'c1',
    ownedBy: { id: 'alice', email: null, firstName: null, lastName: null },
    sharedWith: [{ id: 'bob', email: null, firstName: null, lastName: null }],
  };

  it('lets the credential owner do everything', () => {
    expect(modalAccess(alice, cred, true)).toMatchObject({
      readOnly: false,
      showsData: true,
      canRename: true,
      canDelete: true,
      canShare: true,
      canConnect: true,
      isSharee: false,
    });
  });

  it('shows a sharee the credential read-only, without data, delete or sharing', () => {
    expect(modalAccess(bob, cred, true)).toMatchObject({
      readOnly: true,
      showsData: false,
      canRename: false,
      canDelete: false,
      canShare: false,
      canConnect: false,
      isSharee: true,
    });
  });

  it('lets the instance owner change and delete but not share or connect', () => {
    expect(modalAccess(ownerUser, cred, true)).toMatchObject({
      readOnly: false,
      showsData: true,
      canDelete: true,
      canShare: false,
      canConnect: false,
      isSharee: false,
    });
  });

  it('gives nothing to a member who is neither owner nor sharee', () => {
    const a = modalAccess(carol, cred, true);
    expect(a.permissions.read).toBe(false);
    expect(a).toMatchObject({ readOnly: true, canDelete: false, canShare: false, isSharee: false });
  });

  it('treats everyone as owner when sharing is off, but offers no sharing', () => {
    expect(modalAccess(bob, cred, false)).toMatchObject({ readOnly: false, canDelete: true, canShare: false });
  });

  it('makes a new credential its creator’s, with nothing to delete yet', () => {
    expect(modalAccess(carol, null, true)).toMatchObject({
      readOnly: false,
      canRename: true,
      canDelete: false,
      canShare: true,
      canConnect: true,
    });
  });
});
