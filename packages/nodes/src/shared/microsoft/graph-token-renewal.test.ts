import { describe, expect, it } from 'vitest';
import type { HttpRequestOptions, HttpResponse, WorkflowNode } from '@weft/workflow';
import { graphApiResponse, type GraphSource } from './request.js';

const node = {
  id: 'n',
  name: 'Outlook',
  type: 'weft.microsoftOutlook',
  typeVersion: 2,
  position: [0, 0],
  parameters: {},
} as WorkflowNode;
const answer = (statusCode: number, body: unknown): HttpResponse => ({
  statusCode,
  statusMessage: '',
  headers: { 'content-type': 'application/json' },
  body,
});

/** A Graph that accepts only the token `good`, and a source whose credential holds `stale`. */
function source(refresh?: () => Promise<Record<string, unknown>>): GraphSource & { seen: string[] } {
  const seen: string[] = [];
  return {
    seen,
    node,
    credentialType: 'microsoftOutlookOAuth2Api',
    getCredentials: async () => ({ oauthTokenData: { access_token: 'stale' } }),
    refreshOAuth2: refresh,
    httpRequest: async (options: HttpRequestOptions) => {
      seen.push(String(options.headers?.Authorization));
      return options.headers?.Authorization === 'Bearer good'
        ? answer(200, { id: 'me' })
        : answer(401, {
            error: { code: 'InvalidAuthenticationToken', message: 'Access token has expired or is not yet valid.' },
          });
    },
  };
}

describe('Microsoft Graph calls with a refused token', () => {
  it('renew the token once and repeat the call', async () => {
    const s = source(async () => ({ oauthTokenData: { access_token: 'good' } }));
    const response = await graphApiResponse(s, { url: '/me' });
    expect(response.body).toEqual({ id: 'me' });
    expect(s.seen).toEqual(['Bearer stale', 'Bearer good']);
  });

  it("fail with the token endpoint's reason when the renewal is refused", async () => {
    const s = source(async () => {
      throw new Error('The token endpoint of credential "Outlook" refused the request: invalid_grant');
    });
    await expect(graphApiResponse(s, { url: '/me' })).rejects.toMatchObject({
      message: 'Authorization failed - please check your credentials',
      description: expect.stringContaining('invalid_grant'),
    });
  });

  it("fail with Graph's 401 when the host cannot renew, and when the renewed token is refused too", async () => {
    await expect(graphApiResponse(source(), { url: '/me' })).rejects.toMatchObject({ httpCode: '401' });
    const s = source(async () => ({ oauthTokenData: { access_token: 'also-stale' } }));
    await expect(graphApiResponse(s, { url: '/me' })).rejects.toMatchObject({ httpCode: '401' });
    expect(s.seen).toEqual(['Bearer stale', 'Bearer also-stale']);
  });
});
