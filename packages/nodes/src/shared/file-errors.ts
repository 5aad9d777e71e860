/** Clear messages for file system failures of the file nodes. */

/** A readable sentence for a failed read or write of `path` (ENOENT, EACCES … or a refusal). */
export function fileErrorMessage(action: 'read' | 'write', path: string, error: unknown): string {
  const code = (error as { code?: string }).code;
  const verb = action === 'read' ? 'read' : 'written';
  if (code === 'ENOENT')
    return action === 'read'
      ? `The file "${path}" could not be found`
      : `The file "${path}" could not be written: its folder does not exist`;
  if (code === 'EACCES' || code === 'EPERM') return `The file "${path}" could not be ${verb}: permission denied`;
  if (code === 'EISDIR') return `"${path}" is a folder, not a file`;
  return error instanceof Error ? error.message : String(error);
}
