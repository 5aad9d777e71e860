/**
 * Parses a JavaScript object literal such as `{a: 1, 'b': [true, null]}`, the relaxed JSON n8n
 * accepts when a value must be an object. Only literals, arrays and objects are understood; any
 * other expression (an identifier, a call…) becomes `undefined`, as in n8n. Throws on syntax errors.
 */
export function parseJsObjectLiteral(text: string): unknown {
  const parser = new LiteralParser(text);
  const value = parser.parseValue();
  parser.skipSpace();
  if (!parser.atEnd()) throw new SyntaxError('Unexpected text after the object literal');
  return value;
}

class LiteralParser {
  private pos = 0;
  constructor(private readonly text: string) {}

  atEnd(): boolean {
    return this.pos >= this.text.length;
  }

  skipSpace(): void {
    while (!this.atEnd() && /\s/.test(this.text.charAt(this.pos))) this.pos++;
  }

  private expect(char: string): void {
    this.skipSpace();
    if (this.text.charAt(this.pos) !== char) throw new SyntaxError(`Expected "${char}" at ${this.pos}`);
    this.pos++;
  }

  private peek(): string {
    this.skipSpace();
    return this.text.charAt(this.pos);
  }

  parseValue(): unknown {
    const char = this.peek();
    if (char === '{') return this.parseObject();
    if (char === '[') return this.parseArray();
    if (char === '"' || char === "'") return this.parseString();
    const word = /^[-+]?(?:0[xX][0-9a-fA-F]+|\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?|[A-Za-z_$][\w$]*)/.exec(
      this.text.slice(this.pos),
    )?.[0];
    if (!word) throw new SyntaxError(`Unexpected "${char}" at ${this.pos}`);
    this.pos += word.length;
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    if (/^[A-Za-z_$]/.test(word)) return undefined;
    return Number(word);
  }

  private parseString(): string {
    const quote = this.text.charAt(this.pos++);
    let out = '';
    while (!this.atEnd()) {
      const char = this.text.charAt(this.pos++);
      if (char === quote) return out;
      if (char !== '\\') {
        out += char;
        continue;
      }
      const escaped = this.text.charAt(this.pos++);
      const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };
      if (escaped === 'u') {
        out += String.fromCharCode(parseInt(this.text.slice(this.pos, this.pos + 4), 16));
        this.pos += 4;
      } else {
        out += simple[escaped] ?? escaped;
      }
    }
    throw new SyntaxError('Unterminated string');
  }

  private parseKey(): string {
    const char = this.peek();
    if (char === '"' || char === "'") return this.parseString();
    const word = /^[\w$]+/.exec(this.text.slice(this.pos))?.[0];
    if (!word) throw new SyntaxError(`Expected a key at ${this.pos}`);
    this.pos += word.length;
    return /^\d/.test(word) ? String(Number(word)) : word;
  }

  private parseObject(): Record<string, unknown> {
    this.expect('{');
    const out: Record<string, unknown> = {};
    while (this.peek() !== '}') {
      const key = this.parseKey();
      this.expect(':');
      out[key] = this.parseValue();
      if (this.peek() !== ',') break;
      this.pos++;
    }
    this.expect('}');
    return out;
  }

  private parseArray(): unknown[] {
    this.expect('[');
    const out: unknown[] = [];
    while (this.peek() !== ']') {
      out.push(this.parseValue());
      if (this.peek() !== ',') break;
      this.pos++;
    }
    this.expect(']');
    return out;
  }
}
