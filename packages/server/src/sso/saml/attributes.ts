import type { Profile } from '@node-saml/node-saml';
import { isValidEmail } from '../../auth/input.js';
import type { SamlAttributeMapping } from './config.js';

/** A signed-in person's fields, read from an assertion through the mapping. */
export interface SamlUserAttributes {
  /** The assertion's subject NameID: what links the person to their Weft user. */
  nameId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  userPrincipalName: string | null;
}

function first(value: unknown): string | null {
  const v = Array.isArray(value) ? value[0] : value;
  if (typeof v === 'string') return v.trim() || null;
  if (v && typeof v === 'object' && '_' in v) return String((v as { _: unknown })._).trim() || null;
  return null;
}

/** Reads the mapped attributes of a validated assertion; the e-mail falls back to an e-mail NameID. */
export function attributesOf(profile: Profile, mapping: SamlAttributeMapping): SamlUserAttributes {
  const attrs = (profile.attributes ?? profile) as Record<string, unknown>;
  const read = (name: string) => (name ? first(attrs[name] ?? (profile as Record<string, unknown>)[name]) : null);
  const nameId = profile.nameID;
  const email = read(mapping.email) ?? (isValidEmail(nameId) ? nameId : null);
  const clip = (v: string | null) => (v === null ? null : v.slice(0, 32));
  return {
    nameId,
    email: email ? email.toLowerCase() : null,
    firstName: clip(read(mapping.firstName)),
    lastName: clip(read(mapping.lastName)),
    userPrincipalName: read(mapping.userPrincipalName),
  };
}
