import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { badRequest } from '../http/errors.js';

/**
 * Reads `package.json` out of an npm tarball (a gzipped tar whose files sit under one top
 * folder, usually `package/`), so a tarball's package name is known before anything is installed.
 */
export function readTarballManifest(path: string): Record<string, unknown> {
  let tar: Buffer;
  try {
    tar = gunzipSync(readFileSync(path));
  } catch (e) {
    throw badRequest(`"${path}" is not a gzipped tarball: ${(e as Error).message}`);
  }
  let offset = 0;
  let longName: string | undefined;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break;
    const field = (start: number, length: number) =>
      header
        .subarray(start, start + length)
        .toString('utf8')
        .replace(/\0.*$/s, '');
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const type = field(156, 1);
    const prefix = field(345, 155);
    const name = longName ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
    longName = undefined;
    const body = tar.subarray(offset + 512, offset + 512 + size);
    if (type === 'L') longName = body.toString('utf8').replace(/\0.*$/s, '');
    else if ((type === '0' || type === '') && /^[^/]+\/package\.json$/.test(name)) {
      try {
        return JSON.parse(body.toString('utf8')) as Record<string, unknown>;
      } catch (e) {
        throw badRequest(`The package.json in "${path}" is not valid JSON: ${(e as Error).message}`);
      }
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  throw badRequest(`"${path}" has no package.json at its top level; make it with "npm pack"`);
}
