/** Type validation of Set fields, with n8n's conversions and error messages. */

/** The field types a Set assignment can have. */
export type SetFieldType = 'string' | 'number' | 'boolean' | 'array' | 'object';

/** Outcome of validating one value against a type. */
export type FieldValidation = { valid: true; newValue: unknown } | { valid: false; errorMessage: string };

/** How a value is named in a type error: `'text'`, `'null'`, `array` or `object`. */
export function describeValue(value: unknown): string {
  if (typeof value === 'object') {
    if (value === null) return "'null'";
    return Array.isArray(value) ? 'array' : 'object';
  }
  return `'${String(value)}'`;
}

function toBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && ['true', 'false'].includes(value.toLowerCase()))
    return value.toLowerCase() === 'true';
  if (!(typeof value === 'string' && value.trim() === '')) {
    const n = Number(value);
    if (n === 0) return false;
    if (n === 1) return true;
  }
  throw new Error('Failed to parse value as boolean');
}

function toArray(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(value));
  } catch {
    parsed = JSON.parse(String(value).replace(/'/g, '"'));
  }
  if (!Array.isArray(parsed)) throw new Error('Value is not a valid array');
  return parsed;
}

function toObject(value: unknown): object | null {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value;
  const parsed = parseJsonOrJsObject(String(value));
  // The text 'null' gives null, as in n8n (its check is `typeof parsed === 'object'`).
  if (typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('Value is not a valid object');
  return parsed;
}

/** Validates `value` as `type` and converts it (n8n's `validateFieldType` for these types). */
export function validateFieldType(fieldName: string, value: unknown, type: SetFieldType): FieldValidation {
  if (value === null || value === undefined) return { valid: true, newValue: value };
  const failure: FieldValidation = {
    valid: false,
    errorMessage: `'${fieldName}' expects a ${type} but we got ${describeValue(value)}`,
  };
  try {
    switch (type) {
      case 'number':
        if (Number.isNaN(Number(value))) return failure;
        return { valid: true, newValue: Number(value) };
      case 'boolean':
        return { valid: true, newValue: toBoolean(value) };
      case 'array':
        return { valid: true, newValue: toArray(value) };
      case 'object':
        return { valid: true, newValue: toObject(value) };
      default:
        return { valid: true, newValue: value };
    }
  } catch {
    return failure;
  }
}

/** Parses JSON, falling back to a JavaScript object literal (unquoted keys, single quotes). */
export function parseJsonOrJsObject(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    try {
      return parseJsObjectLiteral(text);
    } catch {
      throw error;
    }
  }
}

/** Parses a JavaScript object literal such as `{a: 'x', b: [1, 2]}` into data. */
export function parseJsObjectLiteral(text: string): unknown {
  let pos = 0;
  const fail = (): never => {
    throw new SyntaxError(`Unexpected token at position ${pos}`);
  };
  const skip = () => {
    while (pos < text.length && /\s/.test(text[pos] as string)) pos++;
  };
  const parseString = (): string => {
    const quote = text[pos++];
    let out = '';
    while (pos < text.length && text[pos] !== quote) {
      const ch = text[pos++] as string;
      if (ch !== '\\') {
        out += ch;
        continue;
      }
      const esc = text[pos++] ?? fail();
      const map: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };
      if (esc === 'u') {
        out += String.fromCharCode(parseInt(text.slice(pos, pos + 4), 16));
        pos += 4;
      } else out += map[esc] ?? esc;
    }
    if (text[pos] !== quote) fail();
    pos++;
    return out;
  };
  const parseWord = (): string => {
    const m = /^[A-Za-z_$][\w$]*/.exec(text.slice(pos)) ?? fail();
    pos += m[0].length;
    return m[0];
  };
  const parseValue = (): unknown => {
    skip();
    const ch = text[pos];
    if (ch === '{') return parseObject();
    if (ch === '[') {
      pos++;
      const arr: unknown[] = [];
      for (;;) {
        skip();
        if (text[pos] === ']') {
          pos++;
          return arr;
        }
        arr.push(parseValue());
        skip();
        if (text[pos] === ',') pos++;
        else if (text[pos] !== ']') fail();
      }
    }
    if (ch === '"' || ch === "'") return parseString();
    if (ch === '-' || ch === '+') {
      pos++;
      parseValue();
      return undefined;
    }
    const num = /^(?:0[xX][\da-fA-F]+|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/.exec(text.slice(pos));
    if (num) {
      pos += num[0].length;
      return Number(num[0]);
    }
    const word = parseWord();
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    return word;
  };
  const parseObject = (): Record<string, unknown> => {
    pos++;
    const obj: Record<string, unknown> = {};
    for (;;) {
      skip();
      if (text[pos] === '}') {
        pos++;
        return obj;
      }
      const ch = text[pos];
      let key: string;
      if (ch === '"' || ch === "'") key = parseString();
      else {
        const num = /^\d+(?:\.\d+)?/.exec(text.slice(pos));
        if (num) {
          pos += num[0].length;
          key = String(Number(num[0]));
        } else key = parseWord();
      }
      skip();
      if (text[pos++] !== ':') fail();
      obj[key] = parseValue();
      skip();
      if (text[pos] === ',') pos++;
      else if (text[pos] !== '}') fail();
    }
  };
  skip();
  if (text[pos] !== '{') fail();
  const result = parseObject();
  skip();
  if (pos < text.length) fail();
  return result;
}
