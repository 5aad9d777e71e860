import { describe, expect, it } from 'vitest';
import type { CredentialResponse, CredentialTypeDescription } from '../../api/credentials';
import * as s from './state';

const types: Record<string, CredentialTypeDescription> = {
  httpBasicAuth: { name: 'httpBasicAuth', displayName: 'Basic Auth', properties: [] },
  httpHeaderAuth: {
    name: 'httpHeaderAuth',
    displayName: 'Header Auth',
    properties: [{ displayName: 'Name', name: 'name', type: 'string', default: '' }],
  },
  oAuth2Api: {
    name: 'oAuth2Api',
    displayName: 'OAuth2 API',
    properties: [
      { displayName: 'Client ID', name: 'clientId', type: 'string', default: '' },
      { displayName: 'Scope', name: 'scope', type: 'string', default: '' },
    ],
  },
  githubOAuth2Api: {
    name: 'githubOAuth2Api',
    displayName: 'GitHub OAuth2 API',
    extends: ['oAuth2Api'],
    properties: [{ displayName: 'Scope', name: 'scope', type: 'hidden', default: 'repo' }],
  },
  echoApi: { name: 'echoApi', displayName: 'Echo Service API', properties: [], test: { request: { url: '/check' } } },
  loopA: { name: 'loopA', displayName: 'Loop A', extends: ['loopB'], properties: [] },
  loopB: { name: 'loopB', displayName: 'Loop B', extends: ['loopA'], properties: [], test: { request: { url: '/' } } },
};

describe('credential name proposal', () => {
  it('drops API, OAuth1 and OAuth2 from the display name and adds account', () => {
    expect(s.credentialNameBase(types, 'httpHeaderAuth')).toBe('Header Auth account');
    expect(s.credentialNameBase(types, 'githubOAuth2Api')).toBe('GitHub account');
    expect(s.credentialNameBase(types, 'echoApi')).toBe('Echo Service account');
  });

  it("uses 'Unnamed credential' for the generic types and unknown types", () => {
    for (const t of ['httpBasicAuth', 'oAuth2Api', 'httpDigestAuth', 'oAuth1Api', 'nope', undefined]) {
      expect(s.credentialNameBase(types, t)).toBe('Unnamed credential');
    }
  });

  it("asks the server with the base and falls back to 'Unnamed credential' when the call fails", async () => {
    const asked: string[] = [];
    await expect(
      s.proposeCredentialName(types, 'httpHeaderAuth', async (base) => {
        asked.push(base);
        return `${base} 2`;
      }),
    ).resolves.toBe('Header Auth account 2');
    expect(asked).toEqual(['Header Auth account']);
    await expect(
      s.proposeCredentialName(types, 'httpHeaderAuth', async () => {
        throw new Error('API-Server can not be reached. It is probably down.');
      }),
    ).resolves.toBe('Unnamed credential');
    await expect(s.proposeCredentialName(types, 'httpHeaderAuth', async () => '')).resolves.toBe('Unnamed credential');
  });
});

describe('credential types', () => {
  it('resolves inherited properties, the child replacing its parent', () => {
    const props = s.resolveProperties(types, 'githubOAuth2Api');
    expect(props.map((p) => `${p.name}:${p.type}`)).toEqual(['scope:hidden', 'clientId:string']);
  });

  it('survives extends cycles and unknown types', () => {
    expect(s.typeChain(types, 'loopA').map((t) => t.name)).toEqual(['loopA', 'loopB']);
    expect(s.resolveProperties(types, 'unknown')).toEqual([]);
  });

  it('knows which types are testable and which are OAuth', () => {
    expect(s.isTestable(types, 'echoApi')).toBe(true);
    expect(s.isTestable(types, 'loopA')).toBe(true);
    expect(s.isTestable(types, 'httpHeaderAuth')).toBe(false);
    expect(s.oauthKind(types, 'githubOAuth2Api')).toBe('oAuth2');
    expect(s.oauthKind(types, 'oAuth1Api')).toBe('oAuth1');
    expect(s.oauthKind(types, 'httpHeaderAuth')).toBeUndefined();
  });

  it('searches types by display name or name, sorted by display name', () => {
    expect(s.searchTypes(types, 'oauth2').map((t) => t.name)).toEqual(['githubOAuth2Api', 'oAuth2Api']);
    expect(s.searchTypes(types, 'header').map((t) => t.name)).toEqual(['httpHeaderAuth']);
  });
});

describe('credentials list', () => {
  const c = (id: string, name: string, type: string, updatedAt: string): CredentialResponse => ({
    id,
    name,
    type,
    nodesAccess: [],
    ownedBy: null,
    sharedWith: [],
    createdAt: updatedAt,
    updatedAt,
  });
  const list = [
    c('1', 'Prod header', 'httpHeaderAuth', '2026-01-02T00:00:00Z'),
    c('2', 'GitHub account', 'githubOAuth2Api', '2026-01-03T00:00:00Z'),
    c('3', 'Staging', 'httpHeaderAuth', '2026-01-01T00:00:00Z'),
  ];

  it('searches by name and type display name, and filters by type', () => {
    const q = (over: Partial<s.CredentialQuery>) => ({ ...s.initialCredentialQuery, ...over });
    expect(s.filterCredentials(list, q({ search: 'github' }), types).map((x) => x.id)).toEqual(['2']);
    expect(s.filterCredentials(list, q({ search: 'header auth' }), types).map((x) => x.id)).toEqual(['1', '3']);
    expect(s.filterCredentials(list, q({ types: ['httpHeaderAuth'], search: 'stag' }), types).map((x) => x.id)).toEqual(
      ['3'],
    );
  });

  it('counts the types in use', () => {
    expect(s.typesInUse(list, types)).toEqual([
      { name: 'githubOAuth2Api', displayName: 'GitHub OAuth2 API', count: 1 },
      { name: 'httpHeaderAuth', displayName: 'Header Auth', count: 2 },
    ]);
  });

  it('never keeps data in the list', () => {
    const st = s.upsertCredential(s.initialCredentialsState, { ...list[0]!, data: { value: 'secret' } });
    expect(st.credentials['1']!.data).toBeUndefined();
    expect(s.removeCredential(st, '1').credentials['1']).toBeUndefined();
  });
});
