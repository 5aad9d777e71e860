import { existsSync, statSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { badRequest } from '../http/errors.js';

/** What to install: a registry package (name and optional version or tag) or a local tarball. */
export type PackageSpec = { kind: 'registry'; name: string; version?: string } | { kind: 'tarball'; path: string };

/** npm's package-name rule, stricter where it matters: lower case, no leading dot, dash or underscore. */
const NAME = /^(?:@[a-z0-9~][a-z0-9._~-]*\/)?[a-z0-9~][a-z0-9._~-]*$/;
/** A version, range or dist-tag: letters, digits and `. + - ~ ^ < > = * _` (no spaces, no shell characters). */
const VERSION = /^[A-Za-z0-9.+~^<>=*_-]{1,64}$/;
/** Package names that would pose as Weft's own nodes. */
const RESERVED = new Set(['weft', 'n8n-nodes-base', '@n8n/n8n-nodes-langchain']);

/** Checks a package name as npm and Weft accept it; answers it or throws a 400. */
export function checkPackageName(name: unknown): string {
  if (typeof name !== 'string' || !name)
    throw badRequest(
      'The package name is missing',
      'Give an npm package name such as "n8n-nodes-example" or "@scope/weft-nodes-example".',
    );
  if (name.length > 214 || !NAME.test(name)) {
    throw badRequest(
      `"${name}" is not a valid npm package name`,
      'Package names are lower case and may contain letters, digits, "-", ".", "_" and "~", optionally under an "@scope/".',
    );
  }
  if (RESERVED.has(name)) throw badRequest(`"${name}" is reserved for built-in nodes`);
  return name;
}

/**
 * Parses what the caller asked to install: `name`, `name@version`, `@scope/name@version`, or an
 * absolute path to a local `.tgz` tarball (made with `npm pack`). Nothing here ever reaches a shell.
 */
export function parsePackageSpec(input: unknown): PackageSpec {
  if (typeof input !== 'string' || !input.trim()) {
    throw badRequest(
      'The body needs "name": an npm package name (optionally with @version) or the path of a .tgz tarball',
    );
  }
  const value = input.trim();
  if (value.endsWith('.tgz')) {
    if (!isAbsolute(value)) throw badRequest(`The tarball path "${value}" must be absolute`);
    if (!existsSync(value) || !statSync(value).isFile()) throw badRequest(`There is no tarball at "${value}"`);
    return { kind: 'tarball', path: value };
  }
  const at = value.lastIndexOf('@');
  if (at > 0) {
    const version = value.slice(at + 1);
    if (!VERSION.test(version)) throw badRequest(`"${version}" is not a valid version, range or tag`);
    return { kind: 'registry', name: checkPackageName(value.slice(0, at)), version };
  }
  return { kind: 'registry', name: checkPackageName(value) };
}

/** An exact version as a package.json holds it (what `installed_packages` records): `1.2.3`, `2.0.0-beta.1+build`. */
const EXACT_VERSION = /^[0-9]+\.[0-9]+\.[0-9]+(?:[-+][0-9A-Za-z.+-]*)?$/;

/**
 * The `name@version` npm installs for a registry row of `installed_packages`, after checking both
 * parts again: a row is data from the database, and nothing in it may reach npm as an option.
 */
export function pinnedSpec(name: string, version: string): string {
  const checked = checkPackageName(name);
  if (!EXACT_VERSION.test(version)) throw badRequest(`"${version}" is not an exact version`);
  return `${checked}@${version}`;
}

/** The argument npm gets for a spec. */
export function npmArgument(spec: PackageSpec): string {
  return spec.kind === 'tarball' ? spec.path : spec.version ? `${spec.name}@${spec.version}` : spec.name;
}
