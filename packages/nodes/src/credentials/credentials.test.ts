import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { applyCredentialAuthentication, credentialTypes, signOAuth1Request } from './index.js';

describe('HTTP credential types', () => {
  const request = { url: 'http://x/', headers: { a: '1' }, qs: { q: 1 } };
  it('are all exported with their properties', () => {
    expect(credentialTypes.map((c) => c.name)).toEqual([
      'httpBasicAuth',
      'httpDigestAuth',
      'httpHeaderAuth',
      'httpQueryAuth',
      'httpBearerAuth',
      'httpMultipleHeadersAuth',
      'httpCustomAuth',
      'oAuth2Api',
      'oAuth1Api',
      'jwtAuth',
    ]);
  });
  it('authenticate requests without changing the original', () => {
    expect(applyCredentialAuthentication('httpBasicAuth', { user: 'u', password: 'p' }, request).headers).toEqual({
      a: '1',
      Authorization: 'Basic dTpw',
    });
    expect(applyCredentialAuthentication('httpHeaderAuth', { name: 'X-Key', value: 'v' }, request).headers).toEqual({
      a: '1',
      'X-Key': 'v',
    });
    expect(applyCredentialAuthentication('httpQueryAuth', { name: 'key', value: 'v' }, request).qs).toEqual({
      q: 1,
      key: 'v',
    });
    expect(applyCredentialAuthentication('httpBearerAuth', { token: 't' }, request).headers).toEqual({
      a: '1',
      Authorization: 'Bearer t',
    });
    const many = {
      headers: {
        values: [
          { name: 'X-One', value: '1' },
          { name: '', value: 'ignored' },
          { name: 'X-Two', value: '2' },
        ],
      },
    };
    expect(applyCredentialAuthentication('httpMultipleHeadersAuth', many, request, credentialTypes).headers).toEqual({
      a: '1',
      'X-One': '1',
      'X-Two': '2',
    });
    expect(applyCredentialAuthentication('httpDigestAuth', { user: 'u', password: 'p' }, request)).toBe(request);
    expect(request.headers).toEqual({ a: '1' });
    expect(() => applyCredentialAuthentication('nope', {}, request)).toThrow('Unknown credential type "nope"');
  });

  it('OAuth2 sends the stored access token as a bearer token', () => {
    const oauth2 = credentialTypes.find((c) => c.name === 'oAuth2Api')!;
    expect(oauth2.properties.map((p) => p.name)).toEqual([
      'grantType',
      'authUrl',
      'accessTokenUrl',
      'clientId',
      'clientSecret',
      'scope',
      'authQueryParameters',
      'authentication',
      'ignoreSSLIssues',
    ]);
    expect(
      applyCredentialAuthentication('oAuth2Api', { oauthTokenData: { access_token: 'tok' } }, request).headers,
    ).toEqual({ a: '1', Authorization: 'Bearer tok' });
    expect(() => applyCredentialAuthentication('oAuth2Api', {}, request)).toThrow('no access token');
  });
  it('OAuth1 signs requests per RFC 5849', () => {
    const signed = signOAuth1Request(
      { url: 'http://api.example.com/a/b?x=1', method: 'post', qs: { y: 'two words' } },
      { consumerKey: 'ck', consumerSecret: 'cs', token: 'tk', tokenSecret: 'ts', signatureMethod: 'HMAC-SHA256' },
    );
    const header = signed.headers!.Authorization!;
    const params = Object.fromEntries(
      [...header.slice(6).matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, decodeURIComponent(m[2]!)]),
    );
    expect(params).toMatchObject({
      oauth_consumer_key: 'ck',
      oauth_token: 'tk',
      oauth_signature_method: 'HMAC-SHA256',
      oauth_version: '1.0',
    });
    const { oauth_signature: signature, ...rest } = params;
    const enc = (v: string) => encodeURIComponent(v);
    const all = { ...rest, x: '1', y: 'two words' } as Record<string, string>;
    const normal = Object.keys(all)
      .sort()
      .map((k) => `${enc(k)}=${enc(all[k]!)}`)
      .join('&');
    const base = `POST&${enc('http://api.example.com/a/b')}&${enc(normal)}`;
    expect(signature).toBe(createHmac('sha256', 'cs&ts').update(base).digest('base64'));
    const twoLegged = applyCredentialAuthentication('oAuth1Api', { consumerKey: 'ck', consumerSecret: 'cs' }, request);
    expect(twoLegged.headers!.Authorization).toMatch(/^OAuth oauth_consumer_key="ck", /);
    expect(twoLegged.headers!.Authorization).not.toContain('oauth_token=');
  });
});
