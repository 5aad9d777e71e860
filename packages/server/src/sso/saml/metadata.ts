import type * as Samlify from 'samlify';
import { lazyRequire } from '../../lazy-require.js';

/** samlify, loaded for the first metadata read. */
const samlify = lazyRequire<typeof Samlify>('samlify');

/** What Weft needs from an identity provider's metadata. */
export interface IdpMetadata {
  entityId: string;
  /** SingleSignOnService locations by binding. */
  ssoUrls: { redirect?: string; post?: string };
  /** Signing certificates (base64 DER, as in the metadata). */
  certificates: string[];
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * Reads an identity provider's entity id, sign-on URLs and signing certificates from its
 * metadata XML. Throws an Error saying what is missing.
 */
export function parseIdpMetadata(xml: string): IdpMetadata {
  if (!/IDPSSODescriptor/.test(xml))
    throw new Error('the metadata has no IDPSSODescriptor: it does not describe a SAML identity provider');
  let idp: ReturnType<typeof Samlify.IdentityProvider>;
  try {
    idp = samlify().IdentityProvider({ metadata: xml });
  } catch (e) {
    throw new Error(`the metadata is not valid XML (${String((e as Error).message).split('\n')[0]})`, { cause: e });
  }
  const meta = idp.entityMeta;
  const entityId = textOf(meta.getEntityID());
  if (!entityId) throw new Error('the metadata has no entityID');
  const ssoUrls = {
    redirect: textOf(meta.getSingleSignOnService('redirect')),
    post: textOf(meta.getSingleSignOnService('post')),
  };
  if (!ssoUrls.redirect && !ssoUrls.post)
    throw new Error('the metadata has no SingleSignOnService with the HTTP-Redirect or HTTP-POST binding');
  const signing = meta.getX509Certificate('signing') as unknown;
  let certificates = (Array.isArray(signing) ? signing : [signing]).map(textOf).filter((c): c is string => !!c);
  // A KeyDescriptor without `use` signs too.
  if (!certificates.length)
    certificates = [...xml.matchAll(/<(?:[\w-]+:)?X509Certificate[^>]*>([^<]+)</g)].map((m) =>
      m[1]!.replace(/\s+/g, ''),
    );
  if (!certificates.length) throw new Error('the metadata has no X509Certificate to check signatures with');
  return { entityId, ssoUrls, certificates: certificates.map((c) => c.replace(/\s+/g, '')) };
}
