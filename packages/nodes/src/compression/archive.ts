/**
 * fflate as promises. Small inputs are handled in place; large ones through fflate's asynchronous
 * forms, which work in a worker thread so that a big archive does not hold up other executions.
 */
import {
  gunzip as gunzipAsync,
  gunzipSync,
  gzip as gzipAsync,
  gzipSync,
  unzip as unzipAsync,
  unzipSync,
  zip as zipAsync,
  zipSync,
  type AsyncZippable,
  type Unzipped,
} from 'fflate';

/** Inputs up to this size are (de)compressed without a worker: starting one costs more than the work. */
const IN_PLACE_LIMIT = 1024 * 1024;

function promised<I, O>(
  size: (input: I) => number,
  sync: (input: I) => O,
  run: (input: I, cb: (err: Error | null, out: O) => void) => unknown,
): (input: I) => Promise<O> {
  return async (input) => {
    if (size(input) <= IN_PLACE_LIMIT) return sync(input);
    return new Promise((resolve, reject) => run(input, (err, out) => (err ? reject(err) : resolve(out))));
  };
}

const length = (data: Uint8Array) => data.length;
const total = (files: AsyncZippable) =>
  Object.values(files).reduce(
    (n, f) => n + (Array.isArray(f) ? (f[0] as Uint8Array).length : (f as Uint8Array).length),
    0,
  );

/** Gzips bytes. */
export const gzip = promised<Uint8Array, Uint8Array>(
  length,
  (d) => gzipSync(d),
  (d, cb) => gzipAsync(d, cb),
);
/** Unpacks gzip bytes. */
export const gunzip = promised<Uint8Array, Uint8Array>(
  length,
  (d) => gunzipSync(d),
  (d, cb) => gunzipAsync(d, cb),
);
/** Builds a zip archive from files (name → bytes and compression level). */
export const zip = promised<AsyncZippable, Uint8Array>(
  total,
  (f) => zipSync(f),
  (f, cb) => zipAsync(f, cb),
);
/** The entries of a zip archive by path (folders appear as empty entries ending in `/`). */
export const unzip = promised<Uint8Array, Unzipped>(
  length,
  (d) => unzipSync(d),
  (d, cb) => unzipAsync(d, cb),
);

/** Extensions of formats that are compressed already: zipped as they are (level 0), as n8n does. */
export const ALREADY_COMPRESSED = [
  '7z',
  'aifc',
  'bz2',
  'doc',
  'docx',
  'gif',
  'gz',
  'heic',
  'heif',
  'jpg',
  'jpeg',
  'mov',
  'mp3',
  'mp4',
  'pdf',
  'png',
  'ppt',
  'pptx',
  'rar',
  'webm',
  'webp',
  'xls',
  'xlsx',
  'zip',
];
