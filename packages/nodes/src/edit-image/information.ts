import { sharp } from './sharp.js';
import type { JsonObject } from '@weft/workflow';
import { formatFileSize } from '../read-write-file/file-meta.js';

const FORMAT_NAMES: Record<string, string> = {
  png: 'PNG (Portable Network Graphics)',
  jpeg: 'JPEG (Joint Photographic Experts Group JFIF format)',
  gif: 'GIF (CompuServe graphics interchange format)',
  webp: 'WEBP (WebP Image Format)',
  tiff: 'TIFF (Tagged Image File Format)',
  svg: 'SVG (Scalable Vector Graphics)',
  heif: 'HEIF (High Efficiency Image Format)',
  avif: 'AVIF (AV1 Image File Format)',
};

/**
 * Get Information: the facts GraphicsMagick's `identify` reports that n8n workflows use most, in
 * its key names (`format`, `size.width`/`size.height`, `depth`, `Geometry`, `Format`, `Filesize`…).
 * GraphicsMagick reports many more (colour statistics, every header); those are not given.
 */
export async function imageInformation(bytes: Uint8Array): Promise<JsonObject> {
  const meta = await sharp(bytes).metadata();
  const format = String(meta.format ?? 'unknown');
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const depth =
    meta.depth === 'uchar' || meta.depth === 'char' ? 8 : meta.depth === 'ushort' || meta.depth === 'short' ? 16 : 8;
  const info: JsonObject = {
    format: format.toUpperCase(),
    Format: FORMAT_NAMES[format] ?? format.toUpperCase(),
    size: { width, height },
    Geometry: `${width}x${height}`,
    depth,
    Depth: `${depth} bits-per-pixel component`,
    Filesize: formatFileSize(bytes.length),
    'Number pixels': String(width * height),
    Matte: meta.hasAlpha ? 'True' : 'False',
    Channels: meta.channels ?? 0,
    Colorspace: String(meta.space ?? '').toUpperCase(),
  };
  if (meta.density) info.Resolution = `${meta.density}x${meta.density} pixels/inch`;
  if (meta.pages && meta.pages > 1) info.Scenes = meta.pages;
  return info;
}
