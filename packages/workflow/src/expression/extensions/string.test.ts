import { describe, expect, it } from 'vitest';
import { extend } from './dispatch.js';

const call = (value: unknown, name: string, ...args: unknown[]) => extend(value, name, args);

describe('string case functions', () => {
  it('toTitleCase keeps minor words and deliberate capitals', () => {
    expect(call('ada lovelace', 'toTitleCase')).toBe('Ada Lovelace');
    expect(call('the lord of the rings', 'toTitleCase')).toBe('The Lord of the Rings');
    expect(call('quick a brown FOX', 'toTitleCase')).toBe('Quick a Brown FOX');
    expect(call('go to iPhone land', 'toTitleCase')).toBe('Go to iPhone Land');
    expect(call('visit http://x.io now', 'toTitleCase')).toBe('Visit http://x.io Now');
    expect(call('what is it for', 'toTitleCase')).toBe('What Is It For');
  });
  it('toSentenceCase capitalises each sentence', () => {
    expect(call('hello WORLD. bye now', 'toSentenceCase')).toBe('Hello world. Bye now');
    expect(call('quick! brown FOX', 'toSentenceCase')).toBe('Quick! Brown fox');
    expect(call('  123 éCOLE? oui.', 'toSentenceCase')).toBe('  123 École? Oui.');
  });
  it('toSnakeCase', () => {
    expect(call('ada lovelace Rocks', 'toSnakeCase')).toBe('ada_lovelace_rocks');
    expect(call('quick brown $FOX', 'toSnakeCase')).toBe('quick_brown_fox');
    expect(call('a-b c.d', 'toSnakeCase')).toBe('a_b_cd');
  });
  it('replaceSpecialChars transliterates', () => {
    expect(call('déjà vu', 'replaceSpecialChars')).toBe('deja vu');
    expect(call('Straße Ærø Łódź', 'replaceSpecialChars')).toBe('Strasse AEro Lodz');
    expect(call('Привет Ωμέγα', 'replaceSpecialChars')).toBe('Privet Omega');
    expect(call('a😀b', 'replaceSpecialChars')).toBe('a?b');
  });
});

describe('string conversions', () => {
  it('toNumber, toFloat, toInt strip currency symbols', () => {
    expect(call('36', 'toNumber')).toBe(36);
    expect(call('1.23E10', 'toNumber')).toBe(12300000000);
    expect(call('$1.5', 'toNumber')).toBe(1.5);
    expect(call('', 'toNumber')).toBe(0);
    expect(() => call('abc', 'toNumber')).toThrow('cannot convert to number');
    expect(call('12.5 kg', 'toFloat')).toBe(12.5);
    expect(call('€3.5', 'toDecimalNumber')).toBe(3.5);
    expect(() => call('1,5', 'toFloat')).toThrow('cannot convert to float, expected . as decimal separator');
    expect(() => call('x', 'toFloat')).toThrow('cannot convert to float');
    expect(call('42.9', 'toInt')).toBe(42);
    expect(call('ff', 'toInt', 16)).toBe(255);
    expect(call('7', 'toWholeNumber')).toBe(7);
    expect(() => call('zz', 'toInt')).toThrow('cannot convert to integer');
  });
  it('toBoolean', () => {
    expect(['true', 'yes', 'x', 'FALSE', 'No', '0', ''].map((s) => call(s, 'toBoolean'))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
  it('toDate sets midnight when there is no time', () => {
    const d = call('2024-03-05', 'toDate') as Date;
    expect(d).toBeInstanceOf(Date);
    expect([d.getHours(), d.getMinutes(), d.getDate()]).toEqual([0, 0, 5]);
    expect((call('2024-03-05T10:20:30Z', 'toDate') as Date).toISOString()).toBe('2024-03-05T10:20:30.000Z');
    expect(() => call('nope', 'toDate')).toThrow('cannot convert to date');
  });
  it('toDateTime parses ISO, RFC 2822, timestamps and custom formats', () => {
    const iso = call('2024-05-01T00:00:00.000Z', 'toDateTime') as { toISO(): string; plus(n: number): unknown };
    expect(iso.toISO()).toBe('2024-05-01T00:00:00.000Z');
    expect((call(iso, 'plus', 1, 'week') as { toISODate(): string }).toISODate()).toBe('2024-05-08');
    expect((call('Fri, 29 Mar 2024 18:08:01 +0100', 'toDateTime') as { toISO(): string }).toISO()).toBe(
      '2024-03-29T18:08:01.000+01:00',
    );
    expect((call('1711732132990', 'toDateTime', 'ms') as { toMillis(): number }).toMillis()).toBe(1711732132990);
    expect((call('31-01-2024', 'toDateTime', 'dd-MM-yyyy') as { toISODate(): string }).toISODate()).toBe('2024-01-31');
    expect(() => call('not a date', 'toDateTime')).toThrow('cannot convert to Luxon DateTime');
  });
  it('parseJson and toJsonString', () => {
    expect(call('{"a":[1]}', 'parseJson')).toEqual({ a: [1] });
    expect(() => call("{'a':1}", 'parseJson')).toThrow("Parsing failed. Check you're using double quotes");
    expect(() => call('{a', 'parseJson')).toThrow(/^Parsing failed$/);
    expect(call('say "hi"\n', 'toJsonString')).toBe('"say \\"hi\\"\\n"');
  });
});

describe('string encodings', () => {
  it('base64 and url', () => {
    expect(call('London', 'base64Encode')).toBe('TG9uZG9u');
    expect(call('Manchester', 'base64Encode')).toBe('TWFuY2hlc3Rlcg==');
    expect(call('héllo ✓', 'base64Encode')).toBe('aMOpbGxvIOKckw==');
    expect(call('aMOpbGxvIOKckw==', 'base64Decode')).toBe('héllo ✓');
    expect(call('aGVsbG8', 'base64Decode')).toBe('hello');
    expect(call('PDw_Pz4-', 'base64Decode')).toBe('<<??>>');
    expect(call('New York&x=1', 'urlEncode')).toBe('New%20York%26x%3D1');
    expect(call('name=Nathan Automat', 'urlEncode', true)).toBe('name=Nathan%20Automat');
    expect(call('name%3DNathan%20Automat', 'urlDecode')).toBe('name=Nathan Automat');
    expect(call('name%3DNathan%20Automat', 'urlDecode', true)).toBe('name%3DNathan Automat');
  });
  it('quote escapes marks and backslashes', () => {
    expect(call('Nathan says "hi"', 'quote')).toBe('"Nathan says \\"hi\\""');
    expect(call("it's \\ fine", 'quote', "'")).toBe("'it\\'s \\\\ fine'");
  });
  it('removeTags and removeMarkdown', () => {
    expect(call('<b>London</b>', 'removeTags')).toBe('London');
    expect(call('"<b>bold</b>, <a>link</a>"', 'removeTags')).toBe('"bold, link"');
    expect(call('*bold*, [link]()', 'removeMarkdown')).toBe('bold, link');
    expect(call('# Title\n- item with `code`\n> quote', 'removeMarkdown')).toBe('Title\nitem with code\n quote');
  });
});

describe('string recognisers', () => {
  it('e-mails and domains', () => {
    expect(call('contact: ada@example.com now', 'extractEmail')).toBe('ada@example.com');
    expect(call('no mail here', 'extractEmail')).toBeUndefined();
    expect(call('ada@example.com', 'isEmail')).toBe(true);
    expect(call("It's me@example.com", 'isEmail')).toBe(false);
    expect(call('ada@example.com', 'extractDomain')).toBe('example.com');
    expect(call('http://n8n.io/workflows', 'extractDomain')).toBe('n8n.io');
    expect(call('https://www.n8n.io:8080/a?b#c', 'extractDomain')).toBe('www.n8n.io');
    expect(call('hello', 'extractDomain')).toBeUndefined();
    expect(call('n8n.io', 'isDomain')).toBe(true);
    expect(call('http://n8n.io', 'isDomain')).toBe(false);
    expect(call('hello', 'isDomain')).toBe(false);
  });
  it('URLs', () => {
    expect(call('https://n8n.io', 'isUrl')).toBe(true);
    expect(call('n8n.io', 'isUrl')).toBe(false);
    expect(call('Check out http://n8n.io/x?y=1 today', 'extractUrl')).toBe('http://n8n.io/x?y=1');
    expect(call('nothing', 'extractUrl')).toBeUndefined();
    expect(call('http://n8n.io/workflows?x=1', 'extractUrlPath')).toBe('/workflows');
    expect(call('not a url', 'extractUrlPath')).toBeUndefined();
  });
  it('isNumeric, isEmpty, isNotEmpty, length', () => {
    expect(['1.2234', '123E23', '0x1F', 'hello', '', ' 1', 'Infinity'].map((s) => call(s, 'isNumeric'))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      true,
    ]);
    expect(call('', 'isEmpty')).toBe(true);
    expect(call(' ', 'isEmpty')).toBe(false);
    expect(call('London', 'isNotEmpty')).toBe(true);
    expect(call('abc', 'length')).toBe(3);
  });
});
