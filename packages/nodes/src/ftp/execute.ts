/**
 * Runs the FTP node (version 1): one FTP or SFTP session for all items; list (optionally
 * recursive), download, upload (binary or text), rename and delete, with n8n's outputs.
 */
import { basename } from 'node:path';
import type SftpClient from 'ssh2-sftp-client';
import {
  NodeApiError,
  NodeOperationError,
  statusCodeMessage,
  WeftError,
  type ExecuteContext,
  type Item,
  type JsonObject,
  type NodeOutput,
} from '@weft/workflow';
import { mimeTypeOf } from '../shared/mime-types.js';
import { assertBinary } from '../ssh/execute.js';
import { FtpSession } from './ftp-client.js';
import { listRecursive, normalizeFtpEntry, normalizeSftpEntry } from './listing.js';
import { connectSftp, createParentFolders, fastDownload } from './sftp-session.js';

type Session = { protocol: 'sftp'; sftp: SftpClient } | { protocol: 'ftp'; ftp: FtpSession };

/**
 * n8n wraps FTP errors of renames and uploads in an API error that reads the FTP reply code as an
 * HTTP status ("The service failed to process your request" for 5xx); the server's text is the description.
 */
function apiError(ctx: ExecuteContext, error: unknown, itemIndex: number): NodeApiError {
  const e = error as { message?: string; code?: unknown };
  const text = e.message ?? String(error);
  const code = typeof e.code === 'number' || typeof e.code === 'string' ? String(e.code) : null;
  const message = (code && statusCodeMessage(code)) ?? text;
  return new NodeApiError(
    ctx.getNode(),
    { message, description: message === text ? undefined : text, httpCode: code },
    { itemIndex },
  );
}

/** The item's upload: its binary field's bytes, or the File Content text as UTF-8. */
async function uploadData(ctx: ExecuteContext, item: Item, i: number): Promise<Uint8Array> {
  if (ctx.getNodeParameter('binaryData', i, true)) {
    const property = String(ctx.getNodeParameter('binaryPropertyName', i, 'data'));
    assertBinary(ctx, item, i, property);
    return ctx.helpers.getBinaryDataBuffer(i, property);
  }
  return Buffer.from(String(ctx.getNodeParameter('fileContent', i, '') ?? ''), 'utf8');
}

/** One item's operation; answers the output items (paired with the item). */
async function runItem(
  ctx: ExecuteContext,
  session: Session,
  operation: string,
  item: Item,
  i: number,
): Promise<Item[]> {
  const paired = { item: i };
  const success: Item[] = [{ json: { success: true }, pairedItem: paired }];
  const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as Record<string, unknown>;
  if (operation === 'list') {
    const path = String(ctx.getNodeParameter('path', i, '/'));
    const recursive = !!ctx.getNodeParameter('recursive', i, false);
    let entries: JsonObject[];
    if (session.protocol === 'sftp') {
      const list = (p: string) => session.sftp.list(p);
      entries = recursive
        ? await listRecursive(path, list, normalizeSftpEntry)
        : (await list(path)).map((e) => normalizeSftpEntry(e, path));
    } else {
      const list = (p: string) => session.ftp.list(p);
      entries = recursive
        ? await listRecursive(path, list, normalizeFtpEntry)
        : (await list(path)).map((e) => normalizeFtpEntry(e, path));
    }
    return entries.map((json) => ({ json, pairedItem: paired }));
  }
  if (operation === 'delete') {
    const path = String(ctx.getNodeParameter('path', i, ''));
    if (session.protocol === 'sftp') {
      if (options.folder === true) await session.sftp.rmdir(path, !!options.recursive);
      else await session.sftp.delete(path);
    } else if (options.folder === true) await session.ftp.rmdir(path, !!options.recursive);
    else await session.ftp.delete(path);
    return success;
  }
  if (operation === 'rename') {
    const oldPath = String(ctx.getNodeParameter('oldPath', i, ''));
    const newPath = String(ctx.getNodeParameter('newPath', i, ''));
    if (session.protocol === 'sftp') {
      if (options.createDirectories) await createParentFolders(session.sftp, newPath);
      await session.sftp.rename(oldPath, newPath);
      return success;
    }
    try {
      await session.ftp.rename(oldPath, newPath);
    } catch (error) {
      if (![451, 550].includes((error as { code?: number }).code ?? 0) || !options.createDirectories)
        throw apiError(ctx, error, i);
      await session.ftp.mkdir(newPath.replace(basename(newPath), ''), true);
      await session.ftp.rename(oldPath, newPath);
    }
    return success;
  }
  if (operation === 'download') {
    const path = String(ctx.getNodeParameter('path', i, ''));
    let data: Buffer;
    if (session.protocol === 'sftp') {
      data = options.enableConcurrentReads
        ? await fastDownload(
            session.sftp,
            path,
            options.maxConcurrentReads === undefined ? 5 : Number(options.maxConcurrentReads),
            (options.chunkSize === undefined ? 64 : Number(options.chunkSize)) * 1024,
          )
        : ((await session.sftp.get(path)) as Buffer);
    } else {
      data = await session.ftp.get(path);
    }
    const property = String(ctx.getNodeParameter('binaryPropertyName', i, 'data'));
    const fileName = basename(path);
    const binary = await ctx.helpers.prepareBinaryData(data, fileName, mimeTypeOf(fileName));
    return [{ json: item.json, binary: { ...(item.binary ?? {}), [property]: binary }, pairedItem: paired }];
  }
  if (operation === 'upload') {
    const path = String(ctx.getNodeParameter('path', i, ''));
    const data = await uploadData(ctx, item, i);
    if (session.protocol === 'sftp') {
      await createParentFolders(session.sftp, path);
      await session.sftp.put(Buffer.from(data), path);
    } else {
      try {
        await session.ftp.put(data, path);
      } catch (error) {
        if ((error as { code?: number }).code !== 553) throw apiError(ctx, error, i);
        await session.ftp.mkdir(path.replace(basename(path), ''), true);
        await session.ftp.put(data, path);
      }
    }
    return [{ json: item.json, ...(item.binary ? { binary: { ...item.binary } } : {}), pairedItem: paired }];
  }
  throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known`, { itemIndex: i });
}

async function open(ctx: ExecuteContext, protocol: string, credentials: Record<string, unknown>): Promise<Session> {
  if (protocol === 'sftp') return { protocol, sftp: await connectSftp(ctx, credentials) };
  const host = String(credentials.host ?? '');
  await ctx.helpers.assertHostAllowed(host);
  return {
    protocol: 'ftp',
    ftp: await FtpSession.connect({
      host,
      port: Number(credentials.port ?? 21),
      user: String(credentials.username ?? ''),
      password: String(credentials.password ?? ''),
    }),
  };
}

async function close(session: Session): Promise<void> {
  if (session.protocol === 'sftp') await session.sftp.end().catch(() => undefined);
  else await session.ftp.end();
}

/** Executes FTP 1. */
export async function executeFtp(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const items = ctx.getInputData();
  const operation = String(ctx.getNodeParameter('operation', 0, 'download'));
  const protocol = String(ctx.getNodeParameter('protocol', 0, 'ftp')) === 'sftp' ? 'sftp' : 'ftp';
  const credentials = await ctx.getCredentials(protocol);
  let session: Session;
  try {
    session = await open(ctx, protocol, credentials);
  } catch (error) {
    if (ctx.continueOnFail())
      return [[{ json: { error: (error as Error).message }, pairedItem: items.map((_, item) => ({ item })) }]];
    if (error instanceof WeftError) throw error;
    throw new NodeOperationError(node, error as Error, {
      description: `${protocol.toUpperCase()} connection to ${String(credentials.host ?? '')}:${String(credentials.port ?? '')} failed`,
    });
  }
  const out: Item[] = [];
  try {
    for (let i = 0; i < items.length; i++) {
      try {
        out.push(...(await runItem(ctx, session, operation, items[i]!, i)));
      } catch (error) {
        if (ctx.continueOnFail()) {
          out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
          continue;
        }
        if (error instanceof WeftError) throw error;
        throw new NodeOperationError(node, error as Error, { itemIndex: i });
      }
    }
  } finally {
    await close(session);
  }
  return [out];
}
