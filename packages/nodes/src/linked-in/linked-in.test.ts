/**
 * LinkedIn 1 against the loopback LinkedIn fake (test-fake/linkedin-fake.mjs), in workflows as
 * n8n stores them: text, image and article posts as a member or an organization (the request
 * body, headers, token and the `{ urn }` answer), the image upload, the person look-up with both
 * credential kinds, LinkedIn's errors and continue-on-fail, and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { littleText } from './execute.js';
import { linkedInMethods } from './methods.js';
import { COMMUNITY_TOKEN, STANDARD_TOKEN, start, type LinkedInFake } from './test-fake/linkedin-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: LinkedInFake;

beforeEach(async () => {
  await server?.close();
  server = await start({});
  fake = server.fake;
  process.env.WEFT_LINKEDIN_API_URL = server.url;
});
afterAll(async () => {
  await server?.close();
  delete process.env.WEFT_LINKEDIN_API_URL;
});

const token = (access_token: string) => ({ oauthTokenData: { access_token }, legacy: false });

async function run(parameters: Record<string, unknown>, options: { items?: Item[]; onError?: string } = {}) {
  const community = parameters.authentication === 'communityManagement';
  const type = community ? 'linkedInCommunityManagementOAuth2Api' : 'linkedInOAuth2Api';
  const node: Record<string, unknown> = {
    id: 'l1',
    name: 'LinkedIn',
    type: 'n8n-nodes-base.linkedIn',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { [type]: { id: '1', name: 'LI' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'li test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'LinkedIn',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => token(community ? COMMUNITY_TOKEN : STANDARD_TOKEN) },
  });
  const items = result.data.resultData.runData.LinkedIn?.[0]?.data?.main?.[0] ?? [];
  return { json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const PNG = Buffer.from('fake png bytes');

describe('LinkedIn', () => {
  it('registers LinkedIn 1, linkedInTool 1 and both OAuth2 credential types', () => {
    expect(registry.versions?.('n8n-nodes-base.linkedIn')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.linkedInTool')).toEqual([1]);
    for (const name of ['linkedInOAuth2Api', 'linkedInCommunityManagementOAuth2Api'])
      expect(builtinCredentialTypes.find((c) => c.name === name)?.extends).toEqual(['oAuth2Api']);
  });

  it("escapes text in LinkedIn's little-text format", () => {
    expect(littleText('a (b) [c] {d} <e> @f |g ~h _i *j*')).toBe(
      'a \\(b\\) \\[c\\] \\{d\\} \\<e\\> \\@f \\|g \\~h \\_i \\*j\\*',
    );
  });

  it("posts text as a member with a visibility, answering the new post's URN", async () => {
    const { json } = await run({
      person: 'aBcDeF123',
      text: 'Hi (all)',
      additionalFields: { visibility: 'CONNECTIONS' },
    });
    const call = calls().at(-1)!;
    expect(call).toMatchObject({ method: 'POST', path: '/rest/posts' });
    expect(call.headers).toMatchObject({
      authorization: `Bearer ${STANDARD_TOKEN}`,
      'linkedin-version': '202504',
      'x-restli-protocol-version': '2.0.0',
    });
    expect(call.body).toEqual({
      author: 'urn:li:person:aBcDeF123',
      lifecycleState: 'PUBLISHED',
      distribution: { feedDistribution: 'MAIN_FEED', thirdPartyDistributionChannels: [] },
      visibility: 'CONNECTIONS',
      commentary: 'Hi \\(all\\)',
    });
    expect(json).toEqual([{ urn: 'urn:li:share:7190000000000000001' }]);
  });

  it('uploads an image to the URL LinkedIn hands out, then names it in the post', async () => {
    const { json } = await run(
      {
        postAs: 'organization',
        organization: '2414183',
        text: 'Photo',
        shareMediaCategory: 'IMAGE',
        additionalFields: { title: 'T', visibility: 'CONNECTIONS' },
      },
      {
        items: [
          { json: {}, binary: { data: { data: PNG.toString('base64'), mimeType: 'image/png', fileName: 'a.png' } } },
        ],
      },
    );
    expect(calls().map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /rest/images',
      'POST /dms-uploads/sp/D4E10AQ000001/uploaded-image/0',
      'POST /rest/posts',
    ]);
    expect(calls()[1]).toMatchObject({ bytes: PNG.length, headers: { 'content-type': 'image/png' } });
    expect(calls()[2]!.body).toMatchObject({
      author: 'urn:li:organization:2414183',
      visibility: 'PUBLIC',
      content: { media: { title: 'T', id: 'urn:li:image:C4E10AQ000001' } },
    });
    expect(json).toEqual([{ urn: 'urn:li:share:7190000000000000001' }]);
  });

  it('posts an article with a thumbnail through Community Management', async () => {
    await run(
      {
        authentication: 'communityManagement',
        person: 'aBcDeF123',
        text: 'Read',
        shareMediaCategory: 'ARTICLE',
        additionalFields: { originalUrl: 'https://example.com', title: 'X', thumbnailBinaryPropertyName: 'data' },
      },
      {
        items: [
          { json: {}, binary: { data: { data: PNG.toString('base64'), mimeType: 'image/png', fileName: 'a.png' } } },
        ],
      },
    );
    expect(calls().at(-1)!.body.content).toEqual({
      article: { title: 'X', description: '', source: 'https://example.com', thumbnail: 'urn:li:image:C4E10AQ000001' },
    });
    expect(calls().at(-1)!.headers.authorization).toBe(`Bearer ${COMMUNITY_TOKEN}`);
  });

  it('fails on an organization the member does not run, or continues with { error }', async () => {
    const failed = await run({ postAs: 'organization', organization: '999', text: 'x', additionalFields: {} });
    expect(failed.error?.message).toContain('Forbidden');
    const cont = await run(
      { postAs: 'organization', organization: '={{ $json.org }}', text: 'x', additionalFields: {} },
      { onError: 'continueRegularOutput', items: [{ json: { org: '2414183' } }, { json: { org: '999' } }] },
    );
    expect(cont.json[0]).toEqual({ urn: 'urn:li:share:7190000000000000001' });
    expect(cont.json[1]!.error).toContain('Forbidden');
  });

  it('looks up the member: OpenID userinfo for new apps, /v2/me for legacy ones', async () => {
    const { createHttpClient } = await import('@weft/engine');
    const http = createHttpClient();
    const ctx = (legacy: boolean) =>
      ({
        getNode: () => ({
          id: 'l',
          name: 'LinkedIn',
          type: 'weft.linkedIn',
          typeVersion: 1,
          position: [0, 0],
          parameters: {},
        }),
        getNodeParameter: () => 'standard',
        getCredentials: async () => ({ ...token(STANDARD_TOKEN), legacy }),
        helpers: { httpRequest: http },
      }) as unknown as NodeMethodContext;
    expect(await linkedInMethods.loadOptions!.getPersonUrn!.call(ctx(false), ctx(false))).toEqual([
      { name: 'Ada Lovelace', value: 'aBcDeF123' },
    ]);
    expect(calls().at(-1)!.path).toBe('/v2/userinfo');
    await linkedInMethods.loadOptions!.getPersonUrn!.call(ctx(true), ctx(true));
    expect(calls().at(-1)!.path).toBe('/v2/me');
  });
});
