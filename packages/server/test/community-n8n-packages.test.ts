/**
 * Real n8n community packages, installed by name from the npm registry, run unchanged in Weft:
 * each against a loopback fake of its service (community-fakes/), through n8n-format workflows
 * as people write them (n8n type names, `<package>.<node>` at its version, credentials by id).
 * Packages that write their API host into their code reach their fake through
 * WEFT_COMMUNITY_HTTP_ORIGIN_MAP (test only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAiFake, type AiFake } from '../../nodes/test/ai-fake/server.mjs';
import {
  fakePdf,
  MCP_FAKE_TOOLS,
  startBlotatoFake,
  startEvolutionApiFake,
  startFirecrawlFake,
  startHtmlCssToImageFake,
  startHtmlCssToPdfFake,
  startMcpFake,
  startUploadPostFake,
  type Fake,
} from './community-fakes/index.js';
import { waitFor } from './executions-fixtures.js';
import { createTestServer, type TestClient, type TestServer } from './harness.js';

/** The packages under test, pinned to the versions this suite was written against. */
const PACKAGES = {
  mcp: 'n8n-nodes-mcp@0.1.37',
  blotato: '@blotato/n8n-nodes-blotato@1.0.10',
  evolution: 'n8n-nodes-evolution-api@1.0.4',
  firecrawl: '@mendable/n8n-nodes-firecrawl@2.1.2',
  uploadPost: 'n8n-nodes-upload-post@0.1.32',
  pdf: 'n8n-nodes-htmlcsstopdf@3.2.9',
  image: 'n8n-nodes-htmlcsstoimage@0.3.1',
} as const;

type Params = Record<string, unknown>;
type Credentials = Record<string, { id: string; name: string }>;

/** An n8n-format workflow: Manual Trigger → the community node (named `name`). */
function n8nWorkflow(
  name: string,
  type: string,
  typeVersion: number,
  parameters: Params,
  credentials?: Credentials,
  extra: Params = {},
) {
  return {
    name: `Runs ${type}`,
    nodes: [
      {
        id: 'start',
        name: 'When clicking \u2018Execute workflow\u2019',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      {
        id: 'node',
        name,
        type,
        typeVersion,
        position: [220, 0],
        parameters,
        ...(credentials ? { credentials } : {}),
        ...extra,
      },
    ],
    connections: { 'When clicking \u2018Execute workflow\u2019': { main: [[{ node: name, type: 'main', index: 0 }]] } },
    settings: { executionOrder: 'v1' },
    pinData: {},
  };
}

describe('n8n community packages from the registry, on SQLite', () => {
  let server: TestServer;
  let owner: TestClient;
  const fakes: Record<string, Fake> = {};
  let ai: AiFake;
  const installed: Record<string, any> = {};
  const savedOriginMap = process.env.WEFT_COMMUNITY_HTTP_ORIGIN_MAP;

  beforeAll(async () => {
    ai = await startAiFake({ port: 0 });
    fakes.mcp = await startMcpFake({ authorization: 'Bearer mcp-token' });
    fakes.blotato = await startBlotatoFake('blotato-key');
    fakes.evolution = await startEvolutionApiFake('evolution-key', 'sales');
    fakes.firecrawl = await startFirecrawlFake('fc-key');
    fakes.uploadPost = await startUploadPostFake('up-key', ['alice']);
    fakes.pdf = await startHtmlCssToPdfFake('pdf-key');
    fakes.image = await startHtmlCssToImageFake('img-key');
    // Three packages write their API host into their code; the test sends those to the fakes.
    process.env.WEFT_COMMUNITY_HTTP_ORIGIN_MAP = JSON.stringify({
      'https://pdfmunk.com': fakes.pdf.url,
      'https://htmlcsstoimg.com': fakes.image.url,
      'https://api.upload-post.com': fakes.uploadPost.url,
    });
    server = await createTestServer('sqlite', { WEFT_LOG_LEVEL: 'silent' });
    owner = await server.owner();
    // Installed one after another from the registry (npm's cache makes reruns fast).
    for (const [key, spec] of Object.entries(PACKAGES)) {
      const res = await owner.post('/rest/community-packages', { name: spec });
      if (res.status !== 200) throw new Error(`installing ${spec} answered ${res.status}: ${res.text}`);
      installed[key] = res.body.data;
    }
  }, 900_000);

  afterAll(async () => {
    await server?.close();
    for (const fake of Object.values(fakes)) await fake.close();
    await ai?.close();
    if (savedOriginMap === undefined) delete process.env.WEFT_COMMUNITY_HTTP_ORIGIN_MAP;
    else process.env.WEFT_COMMUNITY_HTTP_ORIGIN_MAP = savedOriginMap;
  });

  /** Creates a credential through the API and answers its reference for a workflow node. */
  async function credential(type: string, name: string, data: Params): Promise<Credentials> {
    const res = await owner.post('/rest/credentials', { name, type, data });
    expect(res.status, res.text).toBe(200);
    return { [type]: { id: res.body.data.id as string, name } };
  }

  /** Runs a workflow through /rest/workflows/run and answers the finished execution. */
  async function runToEnd(workflowData: unknown): Promise<any> {
    const started = await owner.post('/rest/workflows/run', { workflowData });
    expect(started.status, started.text).toBe(200);
    const id = started.body.data.executionId as string;
    return waitFor(
      async () => {
        const res = await owner.get(`/rest/executions/${id}`);
        return res.status === 200 && res.body.data.finished !== undefined && res.body.data.stoppedAt
          ? res.body.data
          : undefined;
      },
      30_000,
      `execution ${id}`,
    );
  }

  /** The JSON of the items a node put out, after checking the run succeeded. */
  function outputOf(execution: any, node: string): any[] {
    expect(execution.status, JSON.stringify(execution.data.resultData.error)).toBe('success');
    return execution.data.resultData.runData[node][0].data.main[0].map((i: { json: unknown }) => i.json);
  }

  it('installs all seven packages by name and lists their nodes, credentials and tool variants', async () => {
    const list = (await owner.get('/rest/community-packages')).body.data as Array<{
      packageName: string;
      installedVersion: string;
      failedLoading?: boolean;
    }>;
    const expected = Object.values(PACKAGES).map((spec) => [
      spec.slice(0, spec.lastIndexOf('@')),
      spec.slice(spec.lastIndexOf('@') + 1),
    ]);
    expect(list.map((p) => [p.packageName, p.installedVersion]).sort()).toEqual(expected.sort());
    expect(list.filter((p) => p.failedLoading)).toEqual([]);
    expect(installed.mcp.installedNodes).toEqual([
      { name: 'MCP Client', type: 'n8n-nodes-mcp.mcpClient', latestVersion: 1 },
    ]);
    const descriptions = (await owner.get('/types/nodes.json')).body as Array<{ name: string; icon?: unknown }>;
    const types = descriptions.map((d) => d.name);
    // n8n's themed icons ({light, dark}) are served as one, which the editor draws.
    const ours = descriptions.filter((d) =>
      Object.keys(installed).some((k) => d.name.startsWith(`${installed[k].packageName}.`)),
    );
    expect(ours.length).toBeGreaterThanOrEqual(10);
    for (const d of ours) expect(typeof (d.icon ?? ''), d.name).toBe('string');
    expect(ours.find((d) => d.name === 'n8n-nodes-htmlcsstoimage.htmlCssToImage')!.icon).toBe(
      'file:htmlCssToImage.svg',
    );
    for (const type of [
      'n8n-nodes-mcp.mcpClient',
      'n8n-nodes-mcp.mcpClientTool',
      '@blotato/n8n-nodes-blotato.blotato',
      '@blotato/n8n-nodes-blotato.blotatoTool',
      'n8n-nodes-evolution-api.evolutionApi',
      '@mendable/n8n-nodes-firecrawl.firecrawl',
      '@mendable/n8n-nodes-firecrawl.firecrawlTool',
      'n8n-nodes-upload-post.uploadPost',
      'n8n-nodes-htmlcsstopdf.htmlcsstopdf',
      'n8n-nodes-htmlcsstoimage.htmlCssToImage',
    ])
      expect(types, type).toContain(type);
    const credentialTypes = (await owner.get('/types/credentials.json')).body.map(
      (c: { name: string }) => c.name,
    ) as string[];
    for (const name of [
      'mcpClientHttpApi',
      'blotatoApi',
      'evolutionApi',
      'firecrawlApi',
      'uploadPostApi',
      'htmlcsstopdfApi',
      'htmlcsstoimgApi',
    ])
      expect(credentialTypes, name).toContain(name);
  });

  it('n8n-nodes-mcp lists the tools of an MCP server over Streamable HTTP, and calls one', async () => {
    const creds = await credential('mcpClientHttpApi', 'MCP fake', {
      httpStreamUrl: fakes.mcp!.url,
      headers: 'Authorization=Bearer mcp-token',
    });
    const list = await runToEnd(
      n8nWorkflow(
        'MCP Client',
        'n8n-nodes-mcp.mcpClient',
        1,
        { connectionType: 'http', operation: 'listTools' },
        creds,
      ),
    );
    expect(outputOf(list, 'MCP Client')).toEqual([
      { tools: MCP_FAKE_TOOLS.map((t) => ({ name: t.name, description: t.description, schema: t.inputSchema })) },
    ]);
    const rpc = () =>
      fakes.mcp!.seen.filter((s) => s.method === 'POST').map((s) => (s.json as { method: string }).method);
    expect(rpc()).toEqual(['initialize', 'notifications/initialized', 'tools/list']);
    expect(fakes.mcp!.seen.every((s) => s.headers.authorization === 'Bearer mcp-token')).toBe(true);

    fakes.mcp!.seen.length = 0;
    const call = await runToEnd(
      n8nWorkflow(
        'MCP Client',
        'n8n-nodes-mcp.mcpClient',
        1,
        {
          connectionType: 'http',
          operation: 'executeTool',
          toolName: 'add',
          toolParameters: '={{ JSON.stringify({ a: 2, b: 40 }) }}',
        },
        creds,
      ),
    );
    expect(outputOf(call, 'MCP Client')).toEqual([
      { result: { content: [{ type: 'text', text: '42' }], isError: false } },
    ]);
    const sent = fakes.mcp!.seen.find((s) => (s.json as { method?: string })?.method === 'tools/call')!.json as {
      params: unknown;
    };
    expect(sent.params).toEqual({ name: 'add', arguments: { a: 2, b: 40 } });
  });

  it('n8n-nodes-mcp with a token the MCP server refuses fails the node with the connection error, and the server keeps running', async () => {
    const creds = await credential('mcpClientHttpApi', 'MCP (old token)', {
      httpStreamUrl: fakes.mcp!.url,
      headers: 'Authorization=Bearer old-token',
    });
    const execution = await runToEnd(
      n8nWorkflow(
        'MCP Client',
        'n8n-nodes-mcp.mcpClient',
        1,
        { connectionType: 'http', operation: 'listTools' },
        creds,
      ),
    );
    expect(execution.status).toBe('error');
    const error = execution.data.resultData.error;
    expect(error.message).toBe(
      'Failed to execute operation: Failed to connect to MCP server: Transport error: Streamable HTTP error: Error POSTing to endpoint: {"error":"unauthorized"}',
    );
    expect(error.node?.name ?? execution.data.resultData.lastNodeExecuted).toBe('MCP Client');
    expect((await owner.get('/rest/community-packages')).status).toBe(200);
  });

  it('@blotato/n8n-nodes-blotato uploads media by URL with its API key header', async () => {
    const creds = await credential('blotatoApi', 'Blotato', { apiKey: 'blotato-key', server: fakes.blotato!.url });
    const execution = await runToEnd(
      n8nWorkflow(
        'Upload media',
        '@blotato/n8n-nodes-blotato.blotato',
        2,
        {
          resource: 'media',
          operation: 'upload',
          mediaUrl: 'https://example.com/cat.png',
        },
        creds,
      ),
    );
    expect(outputOf(execution, 'Upload media')).toEqual([{ url: 'https://database.blotato.example/media/cat.png' }]);
    const sent = fakes.blotato!.seen.filter((s) => s.path === '/v2/media');
    expect(sent.map((s) => [s.method, s.headers['blotato-api-key'], s.json])).toEqual([
      ['POST', 'blotato-key', { url: 'https://example.com/cat.png' }],
    ]);
  });

  it('@blotato/n8n-nodes-blotato lists the accounts to post as (listSearch, n8n style) and creates a LinkedIn post', async () => {
    const creds = await credential('blotatoApi', 'Blotato (posting)', {
      apiKey: 'blotato-key',
      server: fakes.blotato!.url,
    });
    const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));
    const node = q({ name: '@blotato/n8n-nodes-blotato.blotato', version: 2 });
    const listed = await owner.get(
      `/rest/nodes-list-search?nodeTypeAndVersion=${node}&methodName=getAccounts&currentNodeParameters=${q({ resource: 'post', operation: 'create', platform: 'linkedin' })}&credentials=${q(creds)}`,
    );
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.data.results).toEqual([
      { name: 'Olivia Owner', value: '101', url: `${fakes.blotato!.url}/v2/accounts/101` },
      { name: 'weft-company', value: '102', url: `${fakes.blotato!.url}/v2/accounts/102` },
    ]);
    expect(fakes.blotato!.seen.at(-1)!.query).toEqual({ platform: 'linkedin' });

    const execution = await runToEnd(
      n8nWorkflow(
        'Post',
        '@blotato/n8n-nodes-blotato.blotato',
        2,
        {
          resource: 'post',
          operation: 'create',
          platform: 'linkedin',
          accountId: { __rl: true, value: '102', mode: 'list', cachedResultName: 'weft-company' },
          postContentText: 'Weft runs n8n community nodes',
          postContentMediaUrls: 'https://example.com/a.png, https://example.com/b.png',
        },
        creds,
      ),
    );
    expect(outputOf(execution, 'Post')).toEqual([{ postSubmissionId: 'sub-1' }]);
    const [sent] = fakes.blotato!.seen.filter((s) => s.path === '/v2/posts');
    expect(sent!.json).toMatchObject({
      post: {
        accountId: '102',
        target: { targetType: 'linkedin' },
        content: {
          platform: 'linkedin',
          text: 'Weft runs n8n community nodes',
          mediaUrls: ['https://example.com/a.png', 'https://example.com/b.png'],
        },
      },
      useNextFreeSlot: false,
    });
  });

  it('@blotato/n8n-nodes-blotato with continue-on-fail puts the 401 out as an item and the run succeeds', async () => {
    const creds = await credential('blotatoApi', 'Blotato (revoked)', {
      apiKey: 'revoked',
      server: fakes.blotato!.url,
    });
    const execution = await runToEnd(
      n8nWorkflow(
        'Upload media',
        '@blotato/n8n-nodes-blotato.blotato',
        2,
        {
          resource: 'media',
          operation: 'upload',
          mediaUrl: 'https://example.com/dog.png',
        },
        creds,
        { onError: 'continueRegularOutput' },
      ),
    );
    const [item] = outputOf(execution, 'Upload media');
    // The node puts { error: 'message: description' } and a NodeApiError on the item; n8n's engine
    // then words the item as { error: <the NodeApiError's message> }, and so does Weft's.
    expect(item).toEqual({ error: 'Authorization failed - please check your credentials' });
  });

  it('n8n-nodes-evolution-api sends a WhatsApp text through the legacy request helper', async () => {
    const creds = await credential('evolutionApi', 'Evolution', {
      'server-url': fakes.evolution!.url,
      apikey: 'evolution-key',
    });
    const execution = await runToEnd(
      n8nWorkflow(
        'Send text',
        'n8n-nodes-evolution-api.evolutionApi',
        1,
        {
          resource: 'messages-api',
          operation: 'send-text',
          instanceName: 'sales',
          remoteJid: '5511999990000',
          messageText: 'Hello from Weft',
        },
        creds,
      ),
    );
    expect(outputOf(execution, 'Send text')).toEqual([
      {
        success: true,
        data: {
          key: { remoteJid: '5511999990000@s.whatsapp.net', fromMe: true, id: 'FAKE1' },
          message: { conversation: 'Hello from Weft' },
          messageType: 'conversation',
          messageTimestamp: 1767225600,
          status: 'PENDING',
        },
      },
    ]);
    const [sent] = fakes.evolution!.seen.filter((s) => s.path.startsWith('/message/'));
    expect([sent!.method, sent!.path, sent!.headers.apikey, sent!.json]).toEqual([
      'POST',
      '/message/sendText/sales',
      'evolution-key',
      { number: '5511999990000', text: 'Hello from Weft' },
    ]);
  });

  it('@mendable/n8n-nodes-firecrawl (declarative) scrapes a page', async () => {
    const creds = await credential('firecrawlApi', 'Firecrawl', { baseUrl: fakes.firecrawl!.url, apiKey: 'fc-key' });
    const execution = await runToEnd(
      n8nWorkflow(
        'Scrape',
        '@mendable/n8n-nodes-firecrawl.firecrawl',
        1,
        { resource: 'Scraping', operation: 'scrape', url: 'https://example.com/docs' },
        creds,
      ),
    );
    const [out] = outputOf(execution, 'Scrape');
    expect(out).toMatchObject({
      success: true,
      data: {
        markdown: '# Page at https://example.com/docs\n\nHello from the fake.',
        metadata: { sourceURL: 'https://example.com/docs' },
      },
    });
    const [sent] = fakes.firecrawl!.seen.filter((s) => s.path === '/v2/scrape');
    expect(sent!.headers.authorization).toBe('Bearer fc-key');
    expect(sent!.json).toMatchObject({ url: 'https://example.com/docs', integration: 'n8n' });
  });

  it('n8n-nodes-upload-post posts a text to X as a multipart form and polls its status until it completed', async () => {
    const creds = await credential('uploadPostApi', 'Upload-Post', { apiKey: 'up-key' });
    const execution = await runToEnd(
      n8nWorkflow(
        'Post text',
        'n8n-nodes-upload-post.uploadPost',
        1,
        {
          resource: 'uploads',
          operation: 'uploadText',
          user: 'alice',
          platform: ['x'],
          title: 'Shipped from Weft',
          pollInterval: 1,
        },
        creds,
      ),
    );
    expect(outputOf(execution, 'Post text')).toEqual([
      {
        success: true,
        status: 'completed',
        request_id: 'req-1',
        results: { x: { success: true, url: 'https://x.example/post/2' } },
      },
    ]);
    expect(
      fakes.uploadPost!.seen.map(
        (s) => `${s.method} ${s.path}${s.query.request_id ? `?request_id=${s.query.request_id}` : ''}`,
      ),
    ).toEqual(['POST /api/upload_text', 'GET /api/uploadposts/status?request_id=req-1']);
    const [sent] = fakes.uploadPost!.seen.filter((s) => s.path === '/api/upload_text');
    expect(sent!.headers.authorization).toBe('Apikey up-key');
    expect(sent!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent!.form).toMatchObject({
      user: ['alice'],
      title: ['Shipped from Weft'],
      'platform[]': ['x'],
      async_upload: ['true'],
    });
  });

  it('n8n-nodes-upload-post loads its profiles for the User parameter (loadOptions, n8n style) from its fixed host', async () => {
    const creds = await credential('uploadPostApi', 'Upload-Post (options)', { apiKey: 'up-key' });
    const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));
    const node = q({ name: 'n8n-nodes-upload-post.uploadPost', version: 1 });
    const before = fakes.uploadPost!.seen.length;
    const options = await owner.get(
      `/rest/node-parameter-options?nodeTypeAndVersion=${node}&methodName=getUserProfiles&path=user&currentNodeParameters=${q({ resource: 'uploads', operation: 'uploadText' })}&credentials=${q(creds)}`,
    );
    expect(options.status, options.text).toBe(200);
    expect(options.body.data).toEqual([
      { name: 'Manual entry...', value: '__manual_user__' },
      { name: 'alice (x)', value: 'alice' },
    ]);
    expect(fakes.uploadPost!.seen.slice(before).map((s) => [s.method, s.path, s.headers.authorization])).toEqual([
      ['GET', '/api/uploadposts/users', 'Apikey up-key'],
    ]);
  });

  it('n8n-nodes-htmlcsstopdf renders HTML to a PDF file in the binary property "data"', async () => {
    const creds = await credential('htmlcsstopdfApi', 'PDFMunk', { apiKey: 'pdf-key' });
    const execution = await runToEnd(
      n8nWorkflow(
        'HTML to PDF',
        'n8n-nodes-htmlcsstopdf.htmlcsstopdf',
        1,
        {
          resource: 'pdfCreation',
          operation: 'htmlToPdf',
          html_content: '<h1>Invoice 7</h1>',
          output_format: 'file',
          output_filename: 'invoice-7',
        },
        creds,
      ),
    );
    expect(outputOf(execution, 'HTML to PDF')).toEqual([{ success: true }]);
    const binary = execution.data.resultData.runData['HTML to PDF'][0].data.main[0][0].binary.data;
    expect(binary).toMatchObject({ mimeType: 'application/pdf', fileName: 'invoice-7.pdf' });
    const bytes = binary.id
      ? Buffer.from(
          (
            await server.app.inject({
              method: 'GET',
              url: `/rest/data/${encodeURIComponent(binary.id)}?mode=download`,
              headers: { cookie: owner.cookie! },
            })
          ).rawPayload,
        )
      : Buffer.from(binary.data, 'base64');
    expect(bytes.equals(fakePdf('<h1>Invoice 7</h1>'))).toBe(true);
    const [sent] = fakes.pdf!.seen.filter((s) => s.path === '/api/v1/generatePdf');
    expect(sent!.headers['client-api-key']).toBe('pdf-key');
    expect(sent!.json).toMatchObject({
      html_content: '<h1>Invoice 7</h1>',
      output_format: 'file',
      output_filename: 'invoice-7',
    });
  });

  it('n8n-nodes-htmlcsstoimage renders HTML to an image URL', async () => {
    const creds = await credential('htmlcsstoimgApi', 'HTML to image', { apiKey: 'img-key' });
    const execution = await runToEnd(
      n8nWorkflow(
        'HTML to image',
        'n8n-nodes-htmlcsstoimage.htmlCssToImage',
        1,
        {
          operation: 'htmlToImage',
          html_content: '<p>Hi</p>',
          css_content: 'p { color: red }',
          viewPortWidth: 600,
          viewPortHeight: 300,
          response_format_html: 'url',
        },
        creds,
      ),
    );
    expect(outputOf(execution, 'HTML to image')).toEqual([
      { image_url: 'https://htmlcsstoimg.example/images/1.png', width: 600, height: 300 },
    ]);
    const [sent] = fakes.image!.seen;
    expect(sent!.json).toEqual({
      html_content: '<p>Hi</p>',
      css_content: 'p { color: red }',
      viewPortWidth: 600,
      viewPortHeight: 300,
      response_format: 'url',
    });
  });

  it('an AI Agent calls the tool variants of n8n-nodes-mcp (mcpClientTool) and of the declarative Firecrawl node (firecrawlTool)', async () => {
    const mcp = await credential('mcpClientHttpApi', 'MCP for the agent', {
      httpStreamUrl: fakes.mcp!.url,
      headers: 'Authorization=Bearer mcp-token',
    });
    const firecrawl = await credential('firecrawlApi', 'Firecrawl for the agent', {
      baseUrl: fakes.firecrawl!.url,
      apiKey: 'fc-key',
    });
    const openAi = await credential('openAiApi', 'Fake OpenAI', { apiKey: 'sk-test', url: `${ai.url}/v1` });
    fakes.mcp!.seen.length = 0;
    fakes.firecrawl!.seen.length = 0;
    const trigger = 'When clicking \u2018Execute workflow\u2019';
    const workflow = {
      name: 'Agent with community tools',
      nodes: [
        {
          id: 't',
          name: trigger,
          type: 'n8n-nodes-base.manualTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: {},
        },
        {
          id: 'a',
          name: 'AI Agent',
          type: '@n8n/n8n-nodes-langchain.agent',
          typeVersion: 2.2,
          position: [220, 0],
          parameters: {
            promptType: 'define',
            text: 'Add and read @tool(MCP_Add, {"numbers": "{\\"a\\": 20, \\"b\\": 22}"}) @tool(Scrape_page, {"url": "https://example.com/agent"})',
            options: {},
          },
        },
        {
          id: 'm',
          name: 'OpenAI Chat Model',
          type: '@n8n/n8n-nodes-langchain.lmChatOpenAi',
          typeVersion: 1.2,
          position: [220, 200],
          parameters: { model: { __rl: true, value: 'gpt-4o-mini', mode: 'list' }, options: {} },
          credentials: openAi,
        },
        {
          id: 'c',
          name: 'MCP Add',
          type: 'n8n-nodes-mcp.mcpClientTool',
          typeVersion: 1,
          position: [420, 200],
          credentials: mcp,
          parameters: {
            connectionType: 'http',
            operation: 'executeTool',
            toolName: 'add',
            toolParameters: "={{ $fromAI('numbers', 'a and b as a JSON object', 'string') }}",
          },
        },
        {
          id: 'f',
          name: 'Scrape page',
          type: '@mendable/n8n-nodes-firecrawl.firecrawlTool',
          typeVersion: 1,
          position: [620, 200],
          credentials: firecrawl,
          parameters: {
            resource: 'Scraping',
            operation: 'scrape',
            url: "={{ $fromAI('url', 'the page to read', 'string') }}",
          },
        },
      ],
      connections: {
        [trigger]: { main: [[{ node: 'AI Agent', type: 'main', index: 0 }]] },
        'OpenAI Chat Model': { ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]] },
        'MCP Add': { ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] },
        'Scrape page': { ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] },
      },
      settings: { executionOrder: 'v1' },
    };
    const execution = await runToEnd(workflow);
    const [answer] = outputOf(execution, 'AI Agent');
    expect(answer.output).toContain('"text":"42"');
    expect(answer.output).toContain('# Page at https://example.com/agent');
    const call = fakes.mcp!.seen.find((s) => (s.json as { method?: string })?.method === 'tools/call')!.json as {
      params: unknown;
    };
    expect(call.params).toEqual({ name: 'add', arguments: { a: 20, b: 22 } });
    const [scrape] = fakes.firecrawl!.seen.filter((s) => s.path === '/v2/scrape');
    expect([scrape!.headers.authorization, (scrape!.json as { url: string }).url]).toEqual([
      'Bearer fc-key',
      'https://example.com/agent',
    ]);
    expect(execution.data.resultData.runData['MCP Add']).toHaveLength(1);
    expect(execution.data.resultData.runData['Scrape page']).toHaveLength(1);
  });

  it('fails with a message naming the node and the item when the service refuses the key (401)', async () => {
    const creds = await credential('htmlcsstoimgApi', 'HTML to image (wrong key)', { apiKey: 'wrong' });
    const execution = await runToEnd(
      n8nWorkflow(
        'HTML to image',
        'n8n-nodes-htmlcsstoimage.htmlCssToImage',
        1,
        {
          operation: 'htmlToImage',
          html_content: '<p>Hi</p>',
          response_format_html: 'url',
        },
        creds,
      ),
    );
    expect(execution.status).toBe('error');
    const error = execution.data.resultData.error;
    expect(error.message).toBe('Authorization failed - please check your credentials');
    expect(error.node?.name ?? execution.data.resultData.lastNodeExecuted).toBe('HTML to image');
    expect(error.context?.itemIndex ?? error.itemIndex).toBe(0);
  });
});
