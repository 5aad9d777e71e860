/**
 * Edit Image's operations on sharp (libvips). n8n uses GraphicsMagick: sizes, positions and
 * formats follow its rules, pixels are close but not identical. Each operation takes and gives a
 * PNG (lossless), so operations apply in the order given.
 */
import type { Blend, Sharp } from 'sharp';
import { sharp } from './sharp.js';
import { parseColor, svgPaint } from './colors.js';

/** The parameters of one operation (top level or one Multi Step entry), numbers already checked. */
export type Step = Record<string, unknown> & { operation: string };

const num = (v: unknown) => Number(v);
const png = (img: Sharp): Promise<Buffer> => img.png().toBuffer();
const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** GraphicsMagick's composite operators sharp has a blend mode for. */
const BLENDS: Record<string, Blend> = {
  Over: 'over',
  Atop: 'atop',
  In: 'in',
  Out: 'out',
  Xor: 'xor',
  Plus: 'add',
  Add: 'add',
  Copy: 'source',
  Multiply: 'multiply',
  Difference: 'difference',
};

/** The new size of a `resize` with n8n's options (GraphicsMagick geometry flags @ ! ^ < > %). */
export function resizedSize(
  width: number,
  height: number,
  w: number,
  h: number,
  option: string,
): { width: number; height: number } {
  const fit = (scale: number) => ({
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  });
  const inside = Math.min(w / width, h / height);
  switch (option) {
    case 'ignoreAspectRatio':
      return { width: w, height: h };
    case 'minimumArea':
      return fit(Math.max(w / width, h / height));
    case 'onlyIfSmaller':
      return width < w && height < h ? fit(inside) : { width, height };
    case 'onlyIfLarger':
      return width > w || height > h ? fit(inside) : { width, height };
    case 'percent':
      return { width: Math.max(1, Math.round((width * w) / 100)), height: Math.max(1, Math.round((height * h) / 100)) };
    default:
      return fit(Math.sqrt((w * h) / (width * height)));
  }
}

/** Wraps text at `lineLength` characters as n8n does (words move to the next line; newlines kept). */
export function wrapText(text: string, lineLength: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      if (line.length + word.length + 1 > lineLength) {
        lines.push(line.trim());
        line = `${word} `;
      } else line += `${word} `;
    }
    lines.push(line.trim());
  }
  return lines;
}

async function overlaySvg(image: Buffer, body: string): Promise<Buffer> {
  const meta = await sharp(image).metadata();
  const width = meta.width ?? 1;
  const height = meta.height ?? 1;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`;
  return png(sharp(image).composite([{ input: Buffer.from(svg), left: 0, top: 0 }]));
}

/** A new image of the given size and colour (Create). */
export function createImage(step: Step): Promise<Buffer> {
  const c = parseColor(step.backgroundColor);
  const background = typeof c === 'string' ? c : c;
  return png(sharp({ create: { width: num(step.width), height: num(step.height), channels: 4, background } }));
}

/**
 * Applies one operation to a PNG. `binaryOf` answers the bytes of another binary field of the item
 * (Composite); `font` is the font family for Text.
 */
export async function applyStep(
  image: Buffer,
  step: Step,
  binaryOf: (field: string) => Promise<Uint8Array>,
  font?: string,
): Promise<Buffer> {
  switch (step.operation) {
    case 'blur': {
      const sigma = num(step.sigma);
      return sigma >= 0.3 ? png(sharp(image).blur(Math.min(sigma, 1000))) : image;
    }
    case 'border': {
      const w = num(step.borderWidth);
      const h = num(step.borderHeight);
      return png(
        sharp(image).extend({ top: h, bottom: h, left: w, right: w, background: parseColor(step.borderColor) }),
      );
    }
    case 'composite': {
      const blend = BLENDS[String(step.operator)];
      if (!blend)
        throw new Error(
          `The composite operator "${String(step.operator)}" is not supported in Weft; use one of ${Object.keys(BLENDS).join(', ')}`,
        );
      const top = Buffer.from(await binaryOf(String(step.dataPropertyNameComposite)));
      return png(
        sharp(image).composite([
          { input: top, left: Math.trunc(num(step.positionX)), top: Math.trunc(num(step.positionY)), blend },
        ]),
      );
    }
    case 'create':
      return createImage(step);
    case 'crop': {
      const meta = await sharp(image).metadata();
      const width = meta.width ?? 0;
      const height = meta.height ?? 0;
      const left = Math.max(0, num(step.positionX));
      const top = Math.max(0, num(step.positionY));
      if (left >= width || top >= height) throw new Error('The crop area lies outside the image');
      return png(
        sharp(image).extract({
          left,
          top,
          width: Math.min(num(step.width), width - left),
          height: Math.min(num(step.height), height - top),
        }),
      );
    }
    case 'draw': {
      const { color, opacity } = svgPaint(step.color);
      const [x0, y0, x1, y1] = [step.startPositionX, step.startPositionY, step.endPositionX, step.endPositionY].map(
        num,
      ) as [number, number, number, number];
      const paint = `fill="${color}" fill-opacity="${opacity}"`;
      let shape = '';
      if (step.primitive === 'line')
        shape = `<line x1="${x0}" y1="${y0}" x2="${x1}" y2="${y1}" stroke="${color}" stroke-opacity="${opacity}"/>`;
      else if (step.primitive === 'circle')
        shape = `<circle cx="${x0}" cy="${y0}" r="${Math.hypot(x1 - x0, y1 - y0)}" ${paint}/>`;
      else if (step.primitive === 'rectangle') {
        const r = num(step.cornerRadius) || 0;
        shape = `<rect x="${Math.min(x0, x1)}" y="${Math.min(y0, y1)}" width="${Math.abs(x1 - x0) + 1}" height="${Math.abs(y1 - y0) + 1}" rx="${r}" ry="${r}" ${paint}/>`;
      }
      return shape ? overlaySvg(image, shape) : image;
    }
    case 'resize': {
      const meta = await sharp(image).metadata();
      const width = meta.width ?? 1;
      const height = meta.height ?? 1;
      const size = resizedSize(
        width,
        height,
        num(step.width),
        num(step.height),
        String(step.resizeOption ?? 'maximumArea'),
      );
      return png(sharp(image).resize(size.width, size.height, { fit: 'fill' }));
    }
    case 'rotate':
      return png(sharp(image).rotate(num(step.rotate), { background: parseColor(step.backgroundColor) }));
    case 'shear': {
      const tan = (deg: number) => Math.tan((deg * Math.PI) / 180);
      return png(
        sharp(image).affine(
          [
            [1, tan(num(step.degreesX))],
            [tan(num(step.degreesY)), 1],
          ],
          { background: { r: 0, g: 0, b: 0, alpha: 0 } },
        ),
      );
    }
    case 'text': {
      const { color, opacity } = svgPaint(step.fontColor);
      const size = num(step.fontSize);
      const lines = wrapText(String(step.text ?? ''), num(step.lineLength));
      const spans = lines
        .map(
          (l, i) => `<tspan x="${num(step.positionX)}" dy="${i === 0 ? 0 : size * 1.2}">${escapeXml(l) || ' '}</tspan>`,
        )
        .join('');
      const family = escapeXml(font || 'DejaVu Sans, Arial, sans-serif');
      return overlaySvg(
        image,
        `<text x="${num(step.positionX)}" y="${num(step.positionY)}" font-family="${family}" font-size="${size}" fill="${color}" fill-opacity="${opacity}" xml:space="preserve">${spans}</text>`,
      );
    }
    case 'transparent': {
      const c = parseColor(step.color);
      const target =
        typeof c === 'string'
          ? await sharp({ create: { width: 1, height: 1, channels: 3, background: c } })
              .raw()
              .toBuffer()
          : Buffer.from([c.r, c.g, c.b]);
      const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      for (let p = 0; p < data.length; p += 4)
        if (data[p] === target[0] && data[p + 1] === target[1] && data[p + 2] === target[2]) data[p + 3] = 0;
      return png(sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } }));
    }
    default:
      return image;
  }
}
