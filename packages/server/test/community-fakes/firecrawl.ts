/**
 * Firecrawl's v2 API (@mendable/n8n-nodes-firecrawl) on loopback: Bearer key, the credential
 * check (`GET /v2/team/credit-usage`) and `POST /v2/scrape` (`{url, formats…}`), answered as
 * Firecrawl does with `{success, data: {markdown, metadata}}`. A wrong key is answered 401.
 */
import { sendJson, startFake, type Fake } from './fake-server.js';

/** Starts the fake; requests must carry `Authorization: Bearer <apiKey>`. Its base URL ends in /v2. */
export async function startFirecrawlFake(apiKey: string): Promise<Fake> {
  const fake = await startFake((req, res) => {
    if (req.headers.authorization !== `Bearer ${apiKey}`)
      return sendJson(res, 401, { success: false, error: 'Unauthorized: Invalid token' });
    if (req.method === 'GET' && req.path === '/v2/team/credit-usage')
      return sendJson(res, 200, { success: true, data: { remainingCredits: 500 } });
    if (req.method === 'POST' && req.path === '/v2/scrape') {
      const url = (req.json as { url?: unknown } | undefined)?.url;
      if (typeof url !== 'string') return sendJson(res, 400, { success: false, error: 'url is required' });
      return sendJson(res, 200, {
        success: true,
        data: {
          markdown: `# Page at ${url}\n\nHello from the fake.`,
          metadata: { title: 'Fake page', sourceURL: url, statusCode: 200 },
        },
      });
    }
    sendJson(res, 404, { success: false, error: `No route ${req.method} ${req.path}` });
  });
  return { ...fake, url: `${fake.url}/v2` };
}
