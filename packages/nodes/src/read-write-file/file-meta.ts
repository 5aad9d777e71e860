/**
 * The file metadata n8n puts on binary data it makes from a path (media type by extension, file
 * type, human-readable size), so that the file nodes answer the same `mimeType`, `fileType`,
 * `fileExtension` and `fileSize` as n8n 1.123 does. The tables hold what the `mime-types` 3 database
 * n8n uses answers for common extensions.
 */
import type { BinaryData, ExecuteContext } from '@weft/workflow';

const TYPE_OF_EXTENSION: Record<string, string> = {
  txt: 'text/plain',
  log: 'text/plain',
  ini: 'text/plain',
  conf: 'text/plain',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  html: 'text/html',
  htm: 'text/html',
  css: 'text/css',
  md: 'text/markdown',
  markdown: 'text/markdown',
  js: 'text/javascript',
  mjs: 'text/javascript',
  cjs: 'application/node',
  json: 'application/json',
  xml: 'application/xml',
  yaml: 'text/yaml',
  yml: 'text/yaml',
  ics: 'text/calendar',
  rtf: 'application/rtf',
  pdf: 'application/pdf',
  zip: 'application/zip',
  gz: 'application/gzip',
  tar: 'application/x-tar',
  '7z': 'application/x-7z-compressed',
  rar: 'application/vnd.rar',
  bz2: 'application/x-bzip2',
  xz: 'application/x-xz',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  bmp: 'image/bmp',
  ico: 'image/vnd.microsoft.icon',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  heic: 'image/heic',
  avif: 'image/avif',
  psd: 'image/vnd.adobe.photoshop',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  flac: 'audio/x-flac',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  mkv: 'video/x-matroska',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odp: 'application/vnd.oasis.opendocument.presentation',
  epub: 'application/epub+zip',
  eml: 'message/rfc822',
  sh: 'application/x-sh',
  php: 'application/x-httpd-php',
  java: 'text/x-java-source',
  c: 'text/x-c',
  h: 'text/x-c',
  sql: 'application/sql',
  wasm: 'application/wasm',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  eot: 'application/vnd.ms-fontobject',
  bin: 'application/octet-stream',
  exe: 'application/x-msdos-program',
  dmg: 'application/x-apple-diskimage',
  iso: 'application/x-iso9660-image',
  apk: 'application/vnd.android.package-archive',
  jar: 'application/java-archive',
  ai: 'application/postscript',
  eps: 'application/postscript',
  ps: 'application/postscript',
  vcf: 'text/x-vcard',
  vcard: 'text/vcard',
  jsonld: 'application/ld+json',
  geojson: 'application/geo+json',
  xhtml: 'application/xhtml+xml',
  atom: 'application/atom+xml',
  rss: 'application/rss+xml',
  kml: 'application/vnd.google-earth.kml+xml',
  gpx: 'application/gpx+xml',
};

/** The preferred extension of each media type above (the first the database lists, e.g. `image/jpeg` → `jpg`). */
const EXTENSION_OF_TYPE: Record<string, string> = {
  'text/markdown': 'md',
  'image/jpeg': 'jpg',
  'image/tiff': 'tif',
  'audio/mpeg': 'mpga',
  'audio/ogg': 'oga',
  'audio/aac': 'adts',
  'video/quicktime': 'qt',
  'application/postscript': 'ai',
  'text/plain': 'txt',
  'text/yaml': 'yaml',
  'text/html': 'html',
  'text/javascript': 'js',
  'text/x-c': 'c',
};
for (const [ext, type] of Object.entries(TYPE_OF_EXTENSION)) EXTENSION_OF_TYPE[type] ??= ext;

/** The media type of a file name or extension by its extension, or undefined when unknown (as `mime.lookup`). */
export function lookupMimeType(pathOrExtension: string): string | undefined {
  const last = pathOrExtension.split(/[\\/]/).pop() ?? '';
  const ext = (last.includes('.') ? last.slice(last.lastIndexOf('.') + 1) : last).toLowerCase();
  return TYPE_OF_EXTENSION[ext];
}

/** The usual extension of a media type (parameters after `;` ignored), or undefined (as `mime.extension`). */
export function extensionOfMimeType(mimeType: string): string | undefined {
  return EXTENSION_OF_TYPE[mimeType.split(';')[0]!.trim().toLowerCase()];
}

/** n8n's coarse file type of a media type: json, html, image, audio, video, text, pdf or none. */
export function fileTypeOf(mimeType: string): string | undefined {
  if (mimeType.startsWith('application/json')) return 'json';
  if (mimeType.startsWith('text/html')) return 'html';
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType.startsWith('audio/')) return 'audio';
  if (mimeType.startsWith('video/')) return 'video';
  if (mimeType.startsWith('text/') || mimeType.startsWith('application/javascript')) return 'text';
  if (mimeType.startsWith('application/pdf')) return 'pdf';
  return undefined;
}

const UNITS = ['B', 'kB', 'MB', 'GB', 'TB', 'PB'];

/** A size as n8n shows it: decimal units, three significant digits (`12 B`, `1.02 kB`, `3.5 MB`). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1) return `${bytes} B`;
  const exponent = Math.min(Math.floor(Math.log10(bytes) / 3), UNITS.length - 1);
  return `${Number((bytes / 1000 ** exponent).toPrecision(3))} ${UNITS[exponent]}`;
}

/** Splits a path into its folder (empty when none), base name and extension without the dot; trailing slashes are ignored. */
export function parsePath(full: string): { dir: string; base: string; ext: string } {
  const path = full.length > 1 ? full.replace(/\/+$/, '') || '/' : full;
  const cut = path.lastIndexOf('/');
  const dir = cut > 0 ? path.slice(0, cut) : cut === 0 ? '/' : '';
  const base = path.slice(cut + 1);
  const dot = base.lastIndexOf('.');
  return { dir, base, ext: dot > 0 ? base.slice(dot + 1) : '' };
}

/**
 * Gives a binary value made from bytes the metadata n8n derives from a path or name (as its
 * `prepareBinaryData(data, filePath, mimeType)`): media type (given, else by extension, else
 * `text/plain`, or what `sniffed` found in the bytes), file type, folder, base name, extension, size.
 */
export function describeFile(
  binary: BinaryData,
  size: number,
  filePath: string | undefined,
  mimeType?: string,
  sniffed?: { mime: string; ext: string },
): BinaryData {
  let type = mimeType || (filePath ? lookupMimeType(filePath) : undefined);
  let extension: string | undefined;
  if (!type && sniffed) {
    type = sniffed.mime;
    extension = sniffed.ext;
  }
  if (!extension && type) extension = extensionOfMimeType(type);
  type ??= 'text/plain';
  const out: BinaryData = { ...binary, mimeType: type, fileSize: formatFileSize(size) };
  delete out.fileType;
  delete out.fileExtension;
  delete out.fileName;
  delete out.directory;
  const fileType = fileTypeOf(type);
  if (fileType) out.fileType = fileType;
  if (extension) out.fileExtension = extension;
  if (filePath) {
    const { dir, base, ext } = parsePath(filePath);
    if (dir) out.directory = dir;
    out.fileName = base;
    if (ext) out.fileExtension = ext;
  }
  return out;
}

/** Magic numbers of common binary formats, as n8n's content sniffing (`file-type`) reports them. */
const SIGNATURES: Array<{
  bytes: number[];
  offset?: number;
  mime: string;
  ext: string;
  also?: { bytes: number[]; offset: number };
}> = [
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], mime: 'image/png', ext: 'png' },
  { bytes: [0xff, 0xd8, 0xff], mime: 'image/jpeg', ext: 'jpg' },
  { bytes: [0x47, 0x49, 0x46], mime: 'image/gif', ext: 'gif' },
  {
    bytes: [0x52, 0x49, 0x46, 0x46],
    mime: 'image/webp',
    ext: 'webp',
    also: { bytes: [0x57, 0x45, 0x42, 0x50], offset: 8 },
  },
  { bytes: [0x42, 0x4d], mime: 'image/bmp', ext: 'bmp' },
  { bytes: [0x49, 0x49, 0x2a, 0x00], mime: 'image/tiff', ext: 'tif' },
  { bytes: [0x4d, 0x4d, 0x00, 0x2a], mime: 'image/tiff', ext: 'tif' },
  { bytes: [0x25, 0x50, 0x44, 0x46], mime: 'application/pdf', ext: 'pdf' },
  { bytes: [0x1f, 0x8b, 0x08], mime: 'application/gzip', ext: 'gz' },
  { bytes: [0x50, 0x4b, 0x03, 0x04], mime: 'application/zip', ext: 'zip' },
  { bytes: [0x42, 0x5a, 0x68], mime: 'application/x-bzip2', ext: 'bz2' },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], mime: 'application/x-7z-compressed', ext: '7z' },
];

/** The format of some bytes by their first bytes (common images, PDF, archives), or undefined for text and unknown data. */
export function sniffFormat(bytes: Uint8Array): { mime: string; ext: string } | undefined {
  const at = (sig: number[], offset: number) => sig.every((b, i) => bytes[offset + i] === b);
  for (const s of SIGNATURES) {
    if (at(s.bytes, s.offset ?? 0) && (!s.also || at(s.also.bytes, s.also.offset))) return { mime: s.mime, ext: s.ext };
  }
  return undefined;
}

/**
 * Stores bytes a node made as a binary value described as n8n's `prepareBinaryData(buffer, filePath,
 * mimeType)` describes it: the media type given, else by the path's extension, else sniffed from the
 * bytes, else `text/plain`.
 */
export async function prepareFile(
  ctx: ExecuteContext,
  bytes: Uint8Array,
  filePath?: string,
  mimeType?: string,
): Promise<BinaryData> {
  const sniffed = !mimeType && !(filePath && lookupMimeType(filePath)) ? sniffFormat(bytes) : undefined;
  const name = filePath ? parsePath(filePath).base : undefined;
  const stored = await ctx.helpers.prepareBinaryData(
    bytes,
    name,
    mimeType || (filePath && lookupMimeType(filePath)) || sniffed?.mime || 'text/plain',
  );
  return describeFile(stored, bytes.length, filePath || undefined, mimeType, sniffed);
}
