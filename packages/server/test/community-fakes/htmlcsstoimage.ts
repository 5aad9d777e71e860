/**
 * The HTML-to-image API of n8n-nodes-htmlcsstoimage (the package calls https://htmlcsstoimg.com)
 * on loopback: the `CLIENT-API-KEY` header and `POST /api/v1/generateImage`
 * (`{html_content, css_content, viewPortWidth, viewPortHeight, response_format}`), answered with
 * `{image_url}` for `response_format` "url". A wrong key is answered 401.
 */
import { sendJson, startFake, type Fake } from './fake-server.js';

/** Starts the fake; requests must carry `CLIENT-API-KEY: <apiKey>`. */
export function startHtmlCssToImageFake(apiKey: string): Promise<Fake> {
  let next = 1;
  return startFake((req, res) => {
    if (req.headers['client-api-key'] !== apiKey) return sendJson(res, 401, { message: 'Invalid API key' });
    if (req.method === 'POST' && req.path === '/api/v1/generateImage') {
      const body = (req.json ?? {}) as {
        html_content?: string;
        url?: string;
        response_format?: string;
        viewPortWidth?: number;
        viewPortHeight?: number;
      };
      if (!body.html_content && !body.url) return sendJson(res, 400, { message: 'html_content or url is required' });
      return sendJson(res, 200, {
        image_url: `https://htmlcsstoimg.example/images/${next++}.png`,
        width: body.viewPortWidth,
        height: body.viewPortHeight,
      });
    }
    sendJson(res, 404, { message: `No route ${req.method} ${req.path}` });
  });
}
