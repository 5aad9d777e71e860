/** A local file server and a workflow that downloads from it, for the binary data tests. */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Workflow } from '@weft/workflow';
import { chain, node } from './activation-helpers.js';

/** A loopback HTTP server answering GET /photo.png with random bytes as a PNG file. */
export async function startFileServer(size = 70_000): Promise<{ url: string; bytes: Buffer; close(): Promise<void> }> {
  const bytes = randomBytes(size);
  const server: Server = createServer((req, res) => {
    if (req.url !== '/photo.png') return void res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': 'image/png',
      'content-disposition': 'attachment; filename="photo.png"',
      'content-length': String(bytes.length),
    });
    res.end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/photo.png`,
    bytes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Manual Trigger → HTTP Request (file response into binary property `data`). */
export function downloadWorkflow(url: string, name = 'Downloads a file'): Workflow {
  return {
    name,
    nodes: [
      node('Start', 'n8n-nodes-base.manualTrigger'),
      node(
        'Download',
        'n8n-nodes-base.httpRequest',
        { method: 'GET', url, options: { response: { response: { responseFormat: 'file' } } } },
        { typeVersion: 4.2 },
      ),
    ],
    connections: chain('Start', 'Download'),
  };
}
