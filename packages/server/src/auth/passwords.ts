import bcrypt from 'bcryptjs';
import { badRequest } from '../http/errors.js';

const ROUNDS = 10;

/** Hashes a password with bcrypt. */
export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, ROUNDS);
}

/** Checks a password against a bcrypt hash (constant time). */
export function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return Promise.resolve(false);
  return bcrypt.compare(password, hash);
}

/**
 * Password rules: 8 to 64 characters with at least one number and one capital letter. Throws a
 * 400 that says which rule failed.
 */
export function validatePassword(password: unknown): string {
  if (typeof password !== 'string' || password.length === 0) throw badRequest('Password is mandatory');
  if (password.length < 8 || password.length > 64) throw badRequest('Password must be 8 to 64 characters long.');
  if (!/\d/.test(password)) throw badRequest('Password must contain at least 1 number.');
  if (!/[A-Z]/.test(password)) throw badRequest('Password must contain at least 1 uppercase letter.');
  return password;
}
