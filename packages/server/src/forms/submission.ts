import type { FastifyRequest } from 'fastify';
import type { BinaryData, Item } from '@weft/workflow';
import { isMultiChoice, keyOf, optionsOf, type FormField } from './fields.js';

/** An uploaded file. */
export interface UploadedFile {
  fileName: string;
  mimeType: string;
  bytes: Buffer;
}

/** A posted form: values by input name (repeated names as arrays) and files by input name. */
export interface Submission {
  values: Record<string, string | string[]>;
  files: Record<string, UploadedFile[]>;
  query: Record<string, string>;
}

/** A posted form that cannot be read. */
export class SubmissionError extends Error {}

function add(target: Record<string, string | string[]>, key: string, value: string): void {
  const prev = target[key];
  if (prev === undefined) target[key] = value;
  else target[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
}

function parseMultipart(body: Buffer, boundary: string, sub: Submission): void {
  const delimiter = Buffer.from(`--${boundary}`);
  let pos = body.indexOf(delimiter);
  while (pos >= 0) {
    const start = pos + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next < 0) throw new SubmissionError('The form data ends too early');
    const part = body.subarray(start + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    if (split >= 0) {
      const head = part.subarray(0, split).toString('utf8');
      const content = part.subarray(split + 4);
      const disposition = /content-disposition:([^\r\n]*)/i.exec(head)?.[1] ?? '';
      const name = /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? '';
      const fileName = /filename="([^"]*)"/i.exec(disposition)?.[1];
      const mimeType = /content-type:\s*([^\r\n;]*)/i.exec(head)?.[1]?.trim() || 'application/octet-stream';
      if (fileName !== undefined) {
        // A file input left empty is sent as a part without a name or bytes.
        if (fileName !== '' || content.length)
          (sub.files[name] ??= []).push({ fileName, mimeType, bytes: Buffer.from(content) });
      } else add(sub.values, name, content.toString('utf8'));
    }
    pos = next;
  }
}

/** Reads a posted form: `multipart/form-data` (with files) or `application/x-www-form-urlencoded`. */
export function readSubmission(req: FastifyRequest): Submission {
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries((req.query ?? {}) as Record<string, unknown>))
    query[k] = Array.isArray(v) ? String(v[v.length - 1]) : String(v);
  const sub: Submission = { values: {}, files: {}, query };
  const body = Buffer.isBuffer(req.body) ? req.body : Buffer.from(typeof req.body === 'string' ? req.body : '');
  const type = String(req.headers['content-type'] ?? '');
  const mime = type.split(';')[0]!.trim().toLowerCase();
  if (mime === 'multipart/form-data') {
    const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(type);
    if (!boundary) throw new SubmissionError('The form data has no boundary');
    parseMultipart(body, (boundary[1] ?? boundary[2])!.trim(), sub);
  } else if (mime === 'application/x-www-form-urlencoded' || mime === '') {
    for (const [k, v] of new URLSearchParams(body.toString('utf8'))) add(sub.values, k, v);
  } else {
    throw new SubmissionError(
      `A form is posted as multipart/form-data or application/x-www-form-urlencoded, not ${mime}`,
    );
  }
  return sub;
}

function first(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

/** The chosen options of a choice field: repeated inputs, or a JSON array as n8n's page sends it. */
function chosen(v: string | string[] | undefined): string[] | undefined {
  if (v === undefined) return undefined;
  if (Array.isArray(v)) return v;
  if (v.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(v);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      /* a plain value */
    }
  }
  return [v];
}

/** Problems with a submission, by field index: required answers missing, selections out of bounds, unknown options. */
export function checkSubmission(fields: FormField[], sub: Submission): Map<number, string> {
  const errors = new Map<number, string>();
  fields.forEach((field, i) => {
    const name = `field-${i}`;
    const type = field.fieldType ?? 'text';
    if (type === 'html' || type === 'hiddenField') return;
    if (type === 'file') {
      if (field.requiredField && !sub.files[name]?.length) errors.set(i, 'Choose a file');
      return;
    }
    if (isMultiChoice(field) || type === 'radio') {
      const picked = chosen(sub.values[name]) ?? [];
      const allowed = optionsOf(field);
      if (picked.some((p) => !allowed.includes(p))) errors.set(i, 'Choose from the options given');
      else if (field.requiredField && !picked.length)
        errors.set(i, type === 'radio' ? 'Choose an option' : 'Choose at least one option');
      else if (
        type === 'checkbox' &&
        picked.length &&
        field.limitSelection === 'exact' &&
        picked.length !== Number(field.numberOfSelections ?? 1)
      )
        errors.set(i, `Choose exactly ${Number(field.numberOfSelections ?? 1)}`);
      else if (type === 'checkbox' && field.limitSelection === 'range' && (picked.length || field.requiredField)) {
        const min = Number(field.minSelections ?? 0);
        const max = Number(field.maxSelections ?? 1);
        if (picked.length < min || picked.length > max) errors.set(i, `Choose between ${min} and ${max}`);
      }
      return;
    }
    const value = (first(sub.values[name]) ?? '').trim();
    if (!value) {
      if (field.requiredField) errors.set(i, 'This field is required');
      return;
    }
    if (type === 'dropdown' && !optionsOf(field).includes(value)) errors.set(i, 'Choose from the options given');
    else if (type === 'number' && !Number.isFinite(Number(value))) errors.set(i, 'Enter a number');
    else if (type === 'email' && !/^[^\s@]+@[^\s@]+$/.test(value))
      errors.set(i, 'Enter an email address such as name@example.com');
    else if (type === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) errors.set(i, 'Enter a date as YYYY-MM-DD');
  });
  return errors;
}

/** Bytes as binary data, inline (the execution service moves it to the binary data store). */
function toBinary(file: UploadedFile): BinaryData {
  const ext = file.fileName.includes('.') ? file.fileName.split('.').pop() : undefined;
  const n = file.bytes.length;
  const size =
    n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} kB` : `${(n / 1024 / 1024).toFixed(1)} MB`;
  const m = file.mimeType;
  const fileType = m.startsWith('image/')
    ? 'image'
    : m.includes('json')
      ? 'json'
      : m.startsWith('text/')
        ? 'text'
        : m.startsWith('video/')
          ? 'video'
          : m.startsWith('audio/')
            ? 'audio'
            : m === 'application/pdf'
              ? 'pdf'
              : undefined;
  return {
    data: file.bytes.toString('base64'),
    mimeType: m,
    fileName: file.fileName,
    ...(ext ? { fileExtension: ext } : {}),
    fileSize: size,
    ...(fileType ? { fileType } : {}),
  };
}

/** `now` as ISO 8601 in a timezone, as Luxon writes it (`Z` for UTC, else the offset). */
export function isoInZone(now: Date, timezone: string): string {
  const utc = /^(utc|etc\/utc|gmt|etc\/gmt|z)$/i.test(timezone);
  if (utc) return now.toISOString();
  let parts: Record<string, string>;
  try {
    parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: timezone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
        .formatToParts(now)
        .map((p) => [p.type, p.value]),
    );
  } catch {
    return now.toISOString();
  }
  const ms = now.getUTCMilliseconds();
  const local = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
    ms,
  );
  const offset = Math.round((local - now.getTime()) / 60000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}.${pad(ms, 3)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** What {@link formItem} needs besides the fields and the submission. */
export interface FormItemContext {
  formMode: 'test' | 'production';
  /** The timezone of `submittedAt`. */
  timezone: string;
  /** Form Trigger only: the page's query parameters go into `formQueryParameters`. */
  includeQuery: boolean;
}

/**
 * The output item of a submitted page, shaped as n8n's: each answer under its field label (null
 * when not given; numbers as numbers; checkboxes as lists; files as `{filename, mimetype, size}`
 * with their bytes as binary data named after the label), then `submittedAt` and `formMode`.
 */
export function formItem(fields: FormField[], sub: Submission, w: FormItemContext): Item {
  const json: Record<string, unknown> = {};
  const binary: Record<string, BinaryData> = {};
  fields.forEach((field, i) => {
    const name = `field-${i}`;
    const key = keyOf(field, i);
    const type = field.fieldType ?? 'text';
    if (type === 'file') {
      const files = sub.files[name] ?? [];
      if (!files.length) {
        json[key] = null;
        return;
      }
      const base = key.replace(/\W/g, '_');
      files.forEach((f, n) => (binary[files.length > 1 ? `${base}_${n}` : base] = toBinary(f)));
      const meta = files.map((f) => ({ filename: f.fileName, mimetype: f.mimeType, size: f.bytes.length }));
      json[key] = files.length > 1 || field.multipleFiles ? meta : meta[0];
      return;
    }
    const raw = sub.values[name];
    if (type === 'html') {
      if (field.elementName && raw !== undefined) json[field.elementName] = first(raw);
      return;
    }
    if (isMultiChoice(field)) {
      json[key] = chosen(raw) ?? [];
      return;
    }
    if (raw === undefined) {
      json[key] = null;
      return;
    }
    if (type === 'radio') {
      json[key] = chosen(raw)?.[0] ?? null;
      return;
    }
    const value = first(raw) ?? '';
    if (type === 'number') json[key] = Number(value);
    else if (type === 'text') json[key] = value.trim();
    else json[key] = value;
  });
  json.submittedAt = isoInZone(new Date(), w.timezone);
  json.formMode = w.formMode;
  if (w.includeQuery && Object.keys(sub.query).length) json.formQueryParameters = sub.query;
  return { json: json, ...(Object.keys(binary).length ? { binary } : {}) };
}
