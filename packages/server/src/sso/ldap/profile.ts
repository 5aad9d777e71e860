import type { Entry } from 'ldapts';
import type { ExternalProfile } from '../identities.js';
import { isValidEmail } from '../../auth/input.js';
import { attributeOf } from './client.js';
import type { LdapConfig } from './config.js';

/** A directory entry read through the configured attribute names. */
export interface LdapUser {
  dn: string;
  /** Value of ldapIdAttribute: what links the entry to its Weft user. */
  ldapId: string;
  profile: ExternalProfile;
}

/**
 * Reads an entry's id, e-mail and names; null when it has no id or no valid e-mail (such an entry
 * cannot become a Weft user).
 */
export function ldapUserOf(entry: Entry, config: LdapConfig): LdapUser | null {
  const ldapId = attributeOf(entry, config.ldapIdAttribute);
  const email = attributeOf(entry, config.emailAttribute);
  if (!ldapId || !email || !isValidEmail(email)) return null;
  const clip = (v: string | null) => (v === null ? null : v.slice(0, 32));
  return {
    dn: entry.dn,
    ldapId,
    profile: {
      email: email.toLowerCase(),
      firstName: clip(attributeOf(entry, config.firstNameAttribute)),
      lastName: clip(attributeOf(entry, config.lastNameAttribute)),
    },
  };
}
