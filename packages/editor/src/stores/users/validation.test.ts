import { describe, expect, it } from 'vitest';
import {
  emailError,
  fullNameError,
  isValidEmail,
  nameError,
  parseEmailList,
  passwordError,
  passwordRules,
  safeRedirect,
} from './validation';

describe('the e-mail pattern', () => {
  it('accepts local-part@domain with a top-level domain of 2+ letters, and bracketed IP literals', () => {
    for (const ok of [
      'ada@example.com',
      'a.b+tag@sub.example.co',
      'x@[192.168.0.1]',
      '"quoted name"@example.org',
      'UPPER@EXAMPLE.IO',
    ])
      expect(isValidEmail(ok), ok).toBe(true);
  });

  it('refuses one-letter TLDs, missing parts, spaces and specials', () => {
    for (const bad of [
      'ada@example.c',
      'ada@example',
      '@example.com',
      'ada@',
      'a da@example.com',
      'ada@@example.com',
      'a..b@example.com',
      'ada@example.123',
      'a<b@example.com',
      '',
    ])
      expect(isValidEmail(bad), bad).toBe(false);
  });

  it('explains what is wrong', () => {
    expect(emailError('')).toBe('Enter an email address');
    expect(emailError('ada@example')).toContain('is not a valid email address');
    expect(emailError(' ada@example.com ')).toBeNull();
  });
});

describe('password and name rules', () => {
  it('lists the server rules and says the first unmet one', () => {
    expect(passwordRules('Abcdefg1').every((r) => r.met)).toBe(true);
    expect(
      passwordRules('abc')
        .filter((r) => !r.met)
        .map((r) => r.id),
    ).toEqual(['length', 'number', 'uppercase']);
    expect(passwordError('short1A')).toBe('Password must be 8 to 64 characters long');
    expect(passwordError('abcdefgh1')).toBe('Password must contain at least 1 uppercase letter');
    expect(passwordError('Abcdefghi')).toBe('Password must contain at least 1 number');
    expect(passwordError('')).toBe('Enter a password');
    expect(passwordError('Abcdefg1')).toBeNull();
  });

  it('requires a first name for a full name', () => {
    expect(fullNameError('', 'Lovelace')).toBe('A first name is needed to set a full name');
    expect(fullNameError('Ada', '')).toBeNull();
    expect(nameError('', 'First name', true)).toBe('Enter your first name');
    expect(nameError('', 'Last name', false)).toBeNull();
    expect(nameError('x'.repeat(33), 'Last name', false)).toContain('at most 32');
    expect(nameError('<b>', 'First name', true)).toContain('< or >');
  });
});

describe('parseEmailList (several invites at once)', () => {
  it('splits on commas, semicolons, spaces and lines, lower-cases and drops duplicates', () => {
    expect(parseEmailList('Ada@Example.com, bob@example.com;\ncarol@example.org bob@example.com')).toEqual({
      emails: ['ada@example.com', 'bob@example.com', 'carol@example.org'],
      invalid: [],
    });
  });

  it('reads "Name <address>" and reports what is not an address', () => {
    expect(parseEmailList('Ada Lovelace <ada@example.com>, nope, x@y')).toEqual({
      emails: ['ada@example.com'],
      invalid: ['nope', 'x@y'],
    });
  });
});

describe('safeRedirect (sign-in ?redirect=)', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeRedirect('/workflow/abc?x=1')).toBe('/workflow/abc?x=1');
    expect(safeRedirect('/settings/users')).toBe('/settings/users');
  });

  it('refuses other origins and tricks, falling back to the workflows list', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/signin',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirect(bad), String(bad)).toBe('/home/workflows');
    }
  });
});
