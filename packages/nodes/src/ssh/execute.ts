/** Runs the SSH node: commands, uploads and downloads on one connection for all items, outputs as n8n's. */
import type { Client, SFTPWrapper } from 'ssh2';
import { NodeOperationError, WeftError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { baseName, mimeTypeOf } from '../shared/mime-types.js';
import { connectSsh } from './connection.js';
import { execCommand, openSftp, readRemoteFile, writeRemoteFile } from './remote.js';

/** `~/…` made absolute with the remote `$HOME`; another `~` form is refused with n8n's message. */
async function resolveHome(ctx: ExecuteContext, client: Client, path: string, itemIndex: number): Promise<string> {
  if (path.startsWith('~/')) {
    let home = (await execCommand(client, 'echo $HOME')).stdout;
    if (!home.endsWith('/')) home += '/';
    return path.replace('~/', home);
  }
  if (path.startsWith('~'))
    throw new NodeOperationError(ctx.getNode(), 'Invalid path. Replace "~" with home directory or "~/"', { itemIndex });
  return path;
}

/** A file name without folders or NUL bytes (`untitled` when nothing is left), as n8n sanitises upload names. */
export function sanitizeFileName(name: string): string {
  const cleaned = (name.replace(/\\/g, '/').split('/').pop() ?? '').replace(/\0/g, '');
  return cleaned === '' || /^\.+$/.test(cleaned) ? 'untitled' : cleaned;
}

/** The input item's binary field, or n8n's error when it has none. */
export function assertBinary(ctx: ExecuteContext, item: Item, itemIndex: number, property: string) {
  const binary = item.binary?.[property];
  if (!binary) {
    throw new NodeOperationError(
      ctx.getNode(),
      `This operation expects the node's input data to contain a binary file '${property}', but none was found [item ${itemIndex}]`,
      {
        itemIndex,
        description: 'Make sure that the previous node outputs a binary file',
      },
    );
  }
  return binary;
}

/** Executes SSH 1. */
export async function executeSsh(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const items = ctx.getInputData();
  const resource = String(ctx.getNodeParameter('resource', 0, 'command'));
  const operation = String(ctx.getNodeParameter('operation', 0, resource === 'file' ? 'upload' : 'execute'));
  const authentication = String(ctx.getNodeParameter('authentication', 0, 'password'));
  const usePrivateKey = authentication === 'privateKey';
  const credentials = await ctx.getCredentials(usePrivateKey ? 'sshPrivateKey' : 'sshPassword');
  let client: Client;
  try {
    client = await connectSsh(ctx, credentials, { usePrivateKey });
  } catch (error) {
    if (error instanceof WeftError) throw error;
    throw new NodeOperationError(node, error as Error, {
      description: `SSH connection to ${String(credentials.host ?? '')}:${String(credentials.port ?? 22)} failed`,
    });
  }
  const downloads = resource === 'file' && operation === 'download';
  const out: Item[] = [];
  const downloaded: Item[] = [...items];
  let sftp: SFTPWrapper | undefined;
  const files = async () => (sftp ??= await openSftp(client));
  try {
    for (let i = 0; i < items.length; i++) {
      try {
        if (resource === 'command' && operation === 'execute') {
          const command = String(ctx.getNodeParameter('command', i, ''));
          const cwd = await resolveHome(ctx, client, String(ctx.getNodeParameter('cwd', i, '/')), i);
          out.push({ json: { ...(await execCommand(client, command, cwd)) }, pairedItem: { item: i } });
        } else if (downloads) {
          const property = String(ctx.getNodeParameter('binaryPropertyName', i, 'data'));
          const path = await resolveHome(ctx, client, String(ctx.getNodeParameter('path', i, '')), i);
          const data = await readRemoteFile(await files(), path);
          const fileName = baseName(String(ctx.getNodeParameter('options.fileName', i, '') || path));
          const binary = await ctx.helpers.prepareBinaryData(data, fileName, mimeTypeOf(fileName));
          downloaded[i] = {
            json: items[i]!.json,
            binary: { ...(items[i]!.binary ?? {}), [property]: binary },
            pairedItem: { item: i },
          };
        } else if (resource === 'file' && operation === 'upload') {
          const path = await resolveHome(ctx, client, String(ctx.getNodeParameter('path', i, '')), i);
          const fileName = String(ctx.getNodeParameter('options.fileName', i, '') ?? '');
          const property = String(ctx.getNodeParameter('binaryPropertyName', i, 'data'));
          const binary = assertBinary(ctx, items[i]!, i, property);
          const data = await ctx.helpers.getBinaryDataBuffer(i, property);
          const target = `${path}${path.endsWith('/') ? '' : '/'}${sanitizeFileName(fileName || binary.fileName || '')}`;
          await writeRemoteFile(await files(), target, data);
          out.push({ json: { success: true }, pairedItem: { item: i } });
        } else {
          throw new NodeOperationError(
            node,
            `The operation "${operation}" is not known for the resource "${resource}"`,
            { itemIndex: i },
          );
        }
      } catch (error) {
        if (ctx.continueOnFail()) {
          const failed: Item = { json: { error: (error as Error).message }, pairedItem: { item: i } };
          if (downloads) downloaded[i] = failed;
          else out.push(failed);
          continue;
        }
        if (error instanceof WeftError) throw error;
        throw new NodeOperationError(node, error as Error, { itemIndex: i });
      }
    }
  } finally {
    client.end();
  }
  return [downloads ? downloaded : out];
}
