import { describe, expect, it } from 'vitest';
import { applyCredentialAuthentication, credentialTypes } from './index.js';

describe('HTTP credential types', () => {
  const request = { url: 'http://x/', headers: { a: '1' }, qs: { q: 1 } };
  it('are all exported with their properties', () => {
    expect(credentialTypes.map((c) => c.name)).toEqual(['httpBasicAuth', 'httpDigestAuth', 'httpHeaderAuth', 'httpQueryAuth', 'httpBearerAuth']);
  });
  it('authenticate requests without changing the original', () => {
    expect(applyCredentialAuthentication('httpBasicAuth', { user: 'u', password: 'p' }, request).headers)
      .toEqual({ a: '1', Authorization: 'Basic dTpw' });
    expect(applyCredentialAuthentication('httpHeaderAuth', { name: 'X-Key', value: 'v' }, request).headers).toEqual({ a: '1', 'X-Key': 'v' });
    expect(applyCredentialAuthentication('httpQueryAuth', { name: 'key', value: 'v' }, request).qs).toEqual({ q: 1, key: 'v' });
    expect(applyCredentialAuthentication('httpBearerAuth', { token: 't' }, request).headers).toEqual({ a: '1', Authorization: 'Bearer t' });
    expect(applyCredentialAuthentication('httpDigestAuth', { user: 'u', password: 'p' }, request)).toBe(request);
    expect(request.headers).toEqual({ a: '1' });
    expect(() => applyCredentialAuthentication('nope', {}, request)).toThrow('Unknown credential type "nope"');
  });
});
