import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext } from '@weft/workflow';

/** n8n's messages for file system error codes (the original message goes to the description). */
const FILE_ERRORS: Record<string, string> = {
  ENOENT: 'The file or directory does not exist',
  EISDIR: 'The file path was expected but the given path is a directory',
  ENOTDIR: 'The directory path was expected but the given path is a file',
  EACCES: 'Forbidden by access permissions, make sure you have the right permissions',
  EEXIST: 'The file or directory already exists',
  EPERM: 'Operation not permitted, make sure you have the right permissions',
};

/**
 * The error a failed read or write becomes, with n8n's messages for a file too large to hold and
 * for missing permissions, and its descriptions of file system error codes; other errors keep their message, and all name the node and item.
 */
export function fileErrorFor(
  ctx: ExecuteContext,
  error: unknown,
  itemIndex: number,
  filePath: string,
  operation: 'read' | 'write',
): NodeOperationError {
  if (error instanceof NodeOperationError) {
    if (error.itemIndex === undefined) error.context.itemIndex = error.itemIndex = itemIndex;
    return error;
  }
  const e = error instanceof Error ? error : new Error(String(error));
  const path = (e as NodeJS.ErrnoException).path ?? filePath;
  let message: string | undefined;
  let description: string | undefined;
  if (e.message.includes('Cannot create a string longer than')) {
    message = 'The file is too large';
    description =
      'The file is larger than what binary data kept in memory can hold; switch Weft to the filesystem binary data mode (WEFT_BINARY_DATA_MODE=filesystem)';
  } else if (e.message.includes('EACCES') && operation === 'read') {
    message = `You don't have the permissions to access ${path}`;
    description = "Check the path in 'File(s) Selector', or the permissions of the file(s)";
  } else if (e.message.includes('EACCES') && operation === 'write') {
    message = `You don't have the permissions to write the file ${path}`;
    description = "Choose another folder in 'File Path and Name', or change the permissions of this one";
  }
  const code = (e as NodeJS.ErrnoException).code;
  if (message === undefined && code && FILE_ERRORS[code]) {
    message = FILE_ERRORS[code];
    description = e.message;
  }
  return new NodeOperationError(ctx.getNode(), message ?? e, { itemIndex, ...(description ? { description } : {}) });
}
