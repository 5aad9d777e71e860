import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/guards.js';
import type { ServerContext } from '../context.js';
import { badRequest, notFound } from '../http/errors.js';
import { ExecutionRepository } from '../repositories/executions.js';
import { binaryFilesOf } from '../services/binary-data.js';
import { inScope, readableWorkflowScope } from '../services/executions/workflows.js';

const MIME = /^[A-Za-z0-9!#$&^_.+-]{1,127}\/[A-Za-z0-9!#$&^_.+-]{1,127}$/;

/** A `content-disposition` value with a file name safe for any header (RFC 6266 / 5987). */
function disposition(kind: 'attachment' | 'inline', fileName: string | undefined): string {
  if (!fileName) return kind;
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * `GET /data/{id}?mode=download|view&fileName=&mimeType=` (under `/rest`): streams a
 * binary payload stored in the binary data folder (WEFT_BINARY_DATA_MODE=filesystem, or a payload
 * above WEFT_BINARY_DATA_INLINE_MAX_BYTES in the default mode). The caller
 * must be signed in and allowed to read the execution the file belongs to; ids are checked against
 * their exact shape, so no other file can be reached. `view` is served inline in a sandbox.
 */
export async function register(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const store = binaryFilesOf(ctx.binaryData);
  const repo = new ExecutionRepository(ctx.db);

  app.get('/data/*', async (req, reply) => {
    const user = requireUser(req);
    let id = (req.params as Record<string, string>)['*'] ?? '';
    try {
      id = decodeURIComponent(id);
    } catch {
      throw badRequest(`"${id}" is not a binary data id`);
    }
    const query = req.query as Record<string, string | undefined>;
    const mode = query.mode ?? 'download';
    if (mode !== 'download' && mode !== 'view') throw badRequest('"mode" must be "download" or "view"');
    if (!store) {
      throw notFound(
        `Binary data "${id}" does not exist: this instance keeps binary data inline in the executions (WEFT_BINARY_DATA_MODE=default, WEFT_BINARY_DATA_INLINE_MAX_BYTES=0)`,
      );
    }
    try {
      store.pathOf(id);
    } catch (e) {
      throw badRequest(
        (e as Error).message,
        'Binary data ids look like filesystem-v2:workflows/{workflowId}/executions/{executionId}/binary_data/{uuid}',
      );
    }
    const executionId = /\/executions\/([^/]+)\//.exec(id)?.[1] ?? '';
    const execution = await repo.summary(executionId);
    const missing = notFound(`Binary data "${id}" does not exist`);
    if (!execution || !inScope(await readableWorkflowScope(ctx, user), execution.workflowId)) throw missing;
    const file = await store.open(id);
    if (!file) throw missing;
    const mimeType = query.mimeType && MIME.test(query.mimeType) ? query.mimeType : 'application/octet-stream';
    void reply
      .header('content-type', mimeType)
      .header('content-length', String(file.size))
      .header('content-disposition', disposition(mode === 'download' ? 'attachment' : 'inline', query.fileName))
      .header('x-content-type-options', 'nosniff')
      // Viewed files (HTML, SVG…) run no script with the editor's session.
      .header('content-security-policy', 'sandbox');
    return reply.send(file.stream());
  });
}
