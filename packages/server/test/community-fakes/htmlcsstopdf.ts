/**
 * PDFMunk's HTML-to-PDF API (n8n-nodes-htmlcsstopdf; the package calls https://pdfmunk.com) on
 * loopback: the `CLIENT-API-KEY` header, `GET /api/v1/validate-api-key` and
 * `POST /api/v1/generatePdf` (`{html_content, css_content, output_format…}`): `output_format`
 * "file" is answered with the PDF's bytes, "url" with `{pdf_url}`. A wrong key is answered 401.
 */
import { sendJson, startFake, type Fake } from './fake-server.js';

/** The bytes of the PDF the fake makes for `html` (a real, one-page PDF carrying the HTML's text). */
export function fakePdf(html: string): Buffer {
  const text = html.replace(/<[^>]*>/g, '').replace(/[()\\]/g, '');
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** Starts the fake; requests must carry `CLIENT-API-KEY: <apiKey>`. */
export function startHtmlCssToPdfFake(apiKey: string): Promise<Fake> {
  return startFake((req, res) => {
    if (req.headers['client-api-key'] !== apiKey) return sendJson(res, 401, { message: 'Invalid API key' });
    if (req.method === 'GET' && req.path === '/api/v1/validate-api-key') return sendJson(res, 200, { valid: true });
    if (req.method === 'POST' && req.path === '/api/v1/generatePdf') {
      const body = (req.json ?? {}) as {
        html_content?: string;
        url?: string;
        output_format?: string;
        output_filename?: string;
      };
      if (!body.html_content && !body.url) return sendJson(res, 400, { message: 'html_content or url is required' });
      if (body.output_format === 'file') {
        res.writeHead(200, { 'content-type': 'application/pdf' }).end(fakePdf(body.html_content ?? body.url ?? ''));
        return;
      }
      return sendJson(res, 200, { pdf_url: `https://pdfmunk.example/files/${body.output_filename ?? 'document'}.pdf` });
    }
    sendJson(res, 404, { message: `No route ${req.method} ${req.path}` });
  });
}
