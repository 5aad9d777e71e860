import { describe, expect, it } from 'vitest';
import type { CredentialType } from '@weft/workflow';
import {
  genericAuthenticate,
  isGenericAuthentication,
  withAuthenticateFunction,
} from '../src/community-nodes/generic-authenticate.js';

describe("n8n's generic credential authenticate", () => {
  it('adds headers, query values, body fields and basic auth, evaluated over $credentials', () => {
    const sign = genericAuthenticate({
      type: 'generic',
      properties: {
        headers: {
          Authorization: '=Bearer {{$credentials.token}}',
          'X-Region': '={{$credentials.region.toUpperCase()}}',
        },
        qs: { api_key: '={{$credentials.token}}' },
        body: { account: '={{$credentials.account}}' },
      },
    });
    const signed = sign(
      { token: 't-1', region: 'eu', account: 42 },
      { url: 'https://api.test/x', headers: { Accept: 'application/json' }, qs: { page: 2 }, body: { name: 'n' } },
    );
    expect(signed).toEqual({
      url: 'https://api.test/x',
      headers: { Accept: 'application/json', Authorization: 'Bearer t-1', 'X-Region': 'EU' },
      qs: { page: 2, api_key: 't-1' },
      body: { name: 'n', account: 42 },
    });
    const basic = genericAuthenticate({
      type: 'generic',
      properties: { auth: { username: '={{$credentials.user}}', password: '={{$credentials.password}}' } },
    });
    expect(basic({ user: 'ada', password: 'pw' }, { url: 'u' }).headers).toEqual({
      Authorization: `Basic ${Buffer.from('ada:pw').toString('base64')}`,
    });
    // A raw (string) body is left alone; a missing one becomes the fields.
    expect(sign({ token: 't', region: 'us' }, { url: 'u', body: 'raw' }).body).toBe('raw');
    expect(sign({ token: 't', region: 'us', account: 1 }, { url: 'u' }).body).toEqual({ account: 1 });
  });

  it('is recognised on credential types and turned into a function; other shapes are refused', () => {
    const type = {
      name: 'x',
      displayName: 'X',
      properties: [],
      authenticate: { type: 'generic', properties: { headers: { k: '={{$credentials.v}}' } } },
    } as unknown as CredentialType;
    expect(isGenericAuthentication(type.authenticate)).toBe(true);
    const registered = withAuthenticateFunction(type);
    expect(registered.authenticate?.({ v: 'val' }, { url: 'u' }).headers).toEqual({ k: 'val' });
    const plain: CredentialType = { name: 'y', displayName: 'Y', properties: [] };
    expect(withAuthenticateFunction(plain)).toBe(plain);
    expect(() =>
      withAuthenticateFunction({ ...plain, authenticate: { type: 'oauth' } } as unknown as CredentialType),
    ).toThrow('must be a function');
  });
});
