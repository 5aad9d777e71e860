import { describe, expect, it } from 'vitest';
import type { DeclarativeRequestOptions } from '@weft/workflow';
import { emptyPlan, mergeDeep, mergePlans } from './merge.js';
import { placeSendValue, setPath } from './send.js';
import { isAbsoluteUrl, joinUrl, toHttpRequest } from './http-options.js';
import { chooseCredential } from './credentials.js';

describe('mergeDeep', () => {
  it('merges objects key by key, lists index by index, and lets later values win', () => {
    const target = { qs: { a: 1, keep: true }, headers: { A: 'x' }, tags: [{ id: 1, n: 'a' }, { id: 2 }], url: '/x' };
    const merged = mergeDeep(target, { qs: { b: 2, a: 3 }, tags: [{ n: 'b' }], url: '/y', method: 'POST' });
    expect(merged).toEqual({
      qs: { a: 3, keep: true, b: 2 },
      headers: { A: 'x' },
      tags: [{ id: 1, n: 'b' }, { id: 2 }],
      url: '/y',
      method: 'POST',
    });
    // Nothing passed in changed.
    expect(target.qs).toEqual({ a: 1, keep: true });
  });

  it('keeps the target where the source is undefined, replaces non-plain values and never writes a prototype key', () => {
    const bytes = new Uint8Array([1, 2]);
    expect(mergeDeep({ a: 1, body: { x: 1 } }, { a: undefined, body: bytes })).toEqual({ a: 1, body: bytes });
    const polluted = mergeDeep({}, JSON.parse('{"__proto__": {"hacked": true}, "ok": 1}') as Record<string, unknown>);
    expect(polluted).toEqual({ ok: 1 });
    expect(({} as Record<string, unknown>).hacked).toBeUndefined();
  });
});

describe('mergePlans', () => {
  it('appends preSend and postReceive, keeps the first paginate and the last maxResults', () => {
    const fn = async (o: DeclarativeRequestOptions) => o;
    const a = {
      ...emptyPlan(),
      paginate: false,
      maxResults: 5,
      postReceive: [{ parameterValue: 'a', actions: [{ type: 'sort' as const, properties: { key: 'name' } }] }],
    };
    const b = { ...emptyPlan(), paginate: true, maxResults: 10, preSend: [fn], options: { url: '/b', qs: { x: 1 } } };
    const merged = mergePlans(a, b);
    expect(merged.paginate).toBe(false);
    expect(merged.maxResults).toBe(10);
    expect(merged.preSend).toEqual([fn]);
    expect(merged.postReceive).toHaveLength(1);
    expect(merged.options).toEqual({ url: '/b', qs: { x: 1 }, body: {}, headers: {} });
    expect(mergePlans(a, undefined)).toBe(a);
  });
});

describe('routing.send placement', () => {
  it('builds nested objects and lists from a dotted path', () => {
    expect(setPath({ keep: 1 }, 'contact.address.city', 'Oslo')).toEqual({
      keep: 1,
      contact: { address: { city: 'Oslo' } },
    });
    expect(setPath({}, 'emails[0]', 'a@b.c')).toEqual({ emails: ['a@b.c'] });
    expect(setPath({}, 'items.1.name', 'x')).toEqual({ items: [undefined, { name: 'x' }] });
    expect(() => setPath({}, 'a.__proto__.b', 1)).toThrow('"__proto__" is not allowed');
  });

  it('sends to the query by default and to the body when asked, in dot notation unless switched off', () => {
    const start = { qs: { page: 1 }, body: {} };
    expect(placeSendValue(start, {}, 'filter.name', 'ada')).toEqual({
      qs: { page: 1, filter: { name: 'ada' } },
      body: {},
    });
    expect(placeSendValue(start, { type: 'body' }, 'user.name', 'ada')).toEqual({
      qs: { page: 1 },
      body: { user: { name: 'ada' } },
    });
    expect(placeSendValue(start, { type: 'body', propertyInDotNotation: false }, 'user.name', 'ada').body).toEqual({
      'user.name': 'ada',
    });
    expect(placeSendValue({}, { type: 'query', propertyInDotNotation: false }, 'a.b', 1).qs).toEqual({ 'a.b': 1 });
  });
});

describe('toHttpRequest', () => {
  it('joins baseURL and url with one slash unless the url is absolute', () => {
    expect(joinUrl('https://api.test/v1/', '/users')).toBe('https://api.test/v1/users');
    expect(joinUrl('https://api.test/v1', 'users')).toBe('https://api.test/v1/users');
    expect(joinUrl('https://api.test', 'https://other.test/x')).toBe('https://other.test/x');
    expect(joinUrl('https://api.test', '')).toBe('https://api.test');
    expect(isAbsoluteUrl('//cdn.test/a')).toBe(true);
  });

  it('leaves out an empty query and a GET body, maps n8n option names, and stringifies headers', () => {
    const get = toHttpRequest({
      baseURL: 'https://api.test',
      url: '/a',
      qs: {},
      body: {},
      headers: { Accept: 'application/json', 'X-N': 5, Skip: undefined },
    });
    expect(get).toEqual({
      url: 'https://api.test/a',
      method: 'GET',
      responseType: 'auto',
      headers: { Accept: 'application/json', 'X-N': '5' },
    });
    const post = toHttpRequest({
      url: 'https://api.test/a',
      method: 'post',
      body: {},
      qs: { ids: [1, 2] },
      arrayFormat: 'comma',
      encoding: 'arraybuffer',
      skipSslCertificateValidation: true,
      disableFollowRedirect: true,
      timeout: 1000,
      auth: { username: 'u', password: 'p' },
      proxy: { host: 'proxy.test', port: 8080 },
    });
    expect(post).toMatchObject({
      method: 'POST',
      body: {},
      qs: { ids: '1,2' },
      responseType: 'arraybuffer',
      ignoreSslIssues: true,
      followRedirects: false,
      timeout: 1000,
      headers: { Authorization: `Basic ${Buffer.from('u:p').toString('base64')}` },
      proxy: 'http://proxy.test:8080',
    });
    expect(toHttpRequest({ url: '/x', qs: { a: [1] }, arrayFormat: 'repeat' }).arrayFormat).toBe('repeat');
  });
});

describe('chooseCredential', () => {
  const credentials = [
    { name: 'apiKeyApi', required: true, displayOptions: { show: { authentication: ['apiKey'] } } },
    { name: 'exampleOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ];
  it('takes the only credential, or the one shown for the authentication parameter', () => {
    expect(chooseCredential({}, {}, 1)).toEqual({ kind: 'none' });
    expect(chooseCredential({ credentials: [{ name: 'x' }] }, {}, 1)).toEqual({
      kind: 'credential',
      credential: { name: 'x' },
    });
    expect(chooseCredential({ credentials }, { authentication: 'oAuth2' }, 1)).toEqual({
      kind: 'credential',
      credential: credentials[1],
    });
    expect(chooseCredential({ credentials }, { authentication: 'basic' }, 1)).toEqual({
      kind: 'unmatched',
      authentication: 'basic',
    });
  });
});
