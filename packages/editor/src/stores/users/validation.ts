/**
 * Client-side checks of the account forms, matching what the server
 * refuses so people see the reason before they submit.
 */

/*
 * The e-mail pattern: local-part@domain with a top-level domain of 2 or more letters; an IP literal in brackets
 * is also allowed. The local part is dot-separated atoms without specials, or a quoted string.
 */
const EMAIL_PATTERN = new RegExp(
  String.raw`^(?:[^<>()[\]\\.,;:\s@"]+(?:\.[^<>()[\]\\.,;:\s@"]+)*|"[^"\r\n]+")@(?:\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\]|(?:[a-zA-Z0-9-]+\.)+[a-zA-Z]{2,})$`,
);

/** Longest e-mail address accepted. */
export const MAX_EMAIL_LENGTH = 254;
/** Longest first or last name the server accepts. */
export const MAX_NAME_LENGTH = 32;
/** Password length limits the server enforces. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** Whether a value is an e-mail address by the e-mail pattern above. */
export function isValidEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value);
}

/** The message for an e-mail field, or null when it is fine. */
export function emailError(value: string): string | null {
  const v = value.trim();
  if (!v) return 'Enter an email address';
  if (!isValidEmail(v)) return `“${v}” is not a valid email address, e.g. name@example.com`;
  return null;
}

/** One requirement of a new password and whether the value meets it. */
export interface PasswordRule {
  id: 'length' | 'number' | 'uppercase';
  label: string;
  met: boolean;
}

/** The password rules the server enforces, each checked against a value (the strength hints). */
export function passwordRules(password: string): PasswordRule[] {
  return [
    {
      id: 'length',
      label: `${PASSWORD_MIN} to ${PASSWORD_MAX} characters`,
      met: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
    },
    { id: 'number', label: 'At least 1 number', met: /\d/.test(password) },
    { id: 'uppercase', label: 'At least 1 uppercase letter', met: /[A-Z]/.test(password) },
  ];
}

/** The message for a new password field, or null when every rule is met. */
export function passwordError(password: string): string | null {
  if (!password) return 'Enter a password';
  const unmet = passwordRules(password).find((r) => !r.met);
  if (!unmet) return null;
  if (unmet.id === 'length') return `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long`;
  if (unmet.id === 'number') return 'Password must contain at least 1 number';
  return 'Password must contain at least 1 uppercase letter';
}

/** The message for a first or last name, or null. `required` for the first name of a new account. */
export function nameError(value: string, label: string, required: boolean): string | null {
  const v = value.trim();
  if (!v) return required ? `Enter your ${label.toLowerCase()}` : null;
  if (v.length > MAX_NAME_LENGTH) return `${label} must be at most ${MAX_NAME_LENGTH} characters long`;
  if (/[<>]/.test(v)) return `${label} must not contain < or >`;
  return null;
}

/** A full name needs a first name, so a last name alone is refused. */
export function fullNameError(firstName: string, lastName: string): string | null {
  return lastName.trim() && !firstName.trim() ? 'A first name is needed to set a full name' : null;
}

/** The outcome of reading a list of e-mail addresses typed into one field. */
export interface EmailList {
  /** Valid, lower-cased, each once, in the order typed. */
  emails: string[];
  /** Entries that are not e-mail addresses, as typed. */
  invalid: string[];
}

/**
 * Reads several e-mail addresses from one field: separated by commas, semicolons, spaces or new
 * lines, with `Name <address>` accepted. Duplicates are dropped.
 */
export function parseEmailList(text: string): EmailList {
  const emails: string[] = [];
  const invalid: string[] = [];
  const parts = text.split(/[,;\n]+/).flatMap((part) => {
    const angle = /<([^<>]+)>/.exec(part);
    return angle ? [angle[1]!] : part.split(/\s+/);
  });
  for (const raw of parts) {
    const v = raw.trim();
    if (!v) continue;
    if (!isValidEmail(v)) {
      if (!invalid.includes(v)) invalid.push(v);
      continue;
    }
    const lower = v.toLowerCase();
    if (!emails.includes(lower)) emails.push(lower);
  }
  return { emails, invalid };
}

/**
 * Where to go after signing in: the `redirect` query value when it is a path on this site, else
 * the workflows list. Absolute URLs, protocol-relative `//host` and backslash tricks are refused.
 */
export function safeRedirect(redirect: string | null | undefined, fallback = '/home/workflows'): string {
  if (!redirect) return fallback;
  const target = redirect.trim();
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses (a tab or newline in a path can trick URL parsing)
  if (/[\u0000-\u001f]/.test(target)) return fallback;
  try {
    const url = new URL(target, 'http://weft.invalid');
    if (url.origin !== 'http://weft.invalid') return fallback;
    if (url.pathname === '/signin' || url.pathname === '/signout') return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
