/**
 * Evolution API (n8n-nodes-evolution-api, a WhatsApp gateway) on loopback: the `apikey` header,
 * `GET /instance/fetchInstances` (the credential check) and `POST /message/sendText/{instance}`
 * (`{number, text}`), answered with the queued message as Evolution API does. A wrong key is
 * answered 401, an unknown instance 404.
 */
import { sendJson, startFake, type Fake } from './fake-server.js';

/** Starts the fake with one instance, `instance`; requests must carry `apikey`. */
export function startEvolutionApiFake(apiKey: string, instance = 'main'): Promise<Fake> {
  let next = 1;
  return startFake((req, res) => {
    if (req.headers.apikey !== apiKey)
      return sendJson(res, 401, { status: 401, error: 'Unauthorized', response: { message: 'Unauthorized' } });
    if (req.method === 'GET' && req.path === '/instance/fetchInstances')
      return sendJson(res, 200, [{ name: instance, connectionStatus: 'open' }]);
    const send = /^\/message\/sendText\/([^/]+)$/.exec(req.path);
    if (req.method === 'POST' && send) {
      if (decodeURIComponent(send[1]!) !== instance)
        return sendJson(res, 404, {
          status: 404,
          error: 'Not Found',
          response: { message: [`The "${send[1]}" instance does not exist`] },
        });
      const { number, text } = (req.json ?? {}) as { number?: string; text?: string };
      if (!number || !text)
        return sendJson(res, 400, {
          status: 400,
          error: 'Bad Request',
          response: { message: ['number and text are required'] },
        });
      return sendJson(res, 201, {
        key: { remoteJid: `${number}@s.whatsapp.net`, fromMe: true, id: `FAKE${next++}` },
        message: { conversation: text },
        messageType: 'conversation',
        messageTimestamp: 1767225600,
        status: 'PENDING',
      });
    }
    sendJson(res, 404, {
      status: 404,
      error: 'Not Found',
      response: { message: [`Cannot ${req.method} ${req.path}`] },
    });
  });
}
