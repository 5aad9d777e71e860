import type { SAML } from '@node-saml/node-saml';
import { lazyRequire } from '../../lazy-require.js';
import type { ServerContext } from '../../context.js';
import type { SamlConfig } from './config.js';
import { parseIdpMetadata } from './metadata.js';

/** node-saml, loaded when SAML is first used. */
const nodeSaml = lazyRequire<typeof import('@node-saml/node-saml')>('@node-saml/node-saml');

/** Weft's SAML entity id: the URL of its metadata. */
export function spEntityId(ctx: ServerContext): string {
  return `${ctx.config.baseUrl}/rest/sso/saml/metadata`;
}

/** Where the identity provider posts its responses (the assertion consumer service). */
export function acsUrl(ctx: ServerContext): string {
  return `${ctx.config.baseUrl}/rest/sso/saml/acs`;
}

/**
 * The node-saml service provider of a server's SAML routes for the current configuration, kept
 * while the configuration is the same so that its cache of issued request ids checks each
 * response's InResponseTo.
 */
export class ServiceProviders {
  private built: { key: string; saml: SAML } | undefined;

  constructor(private readonly ctx: ServerContext) {}

  /** The service provider for `config`, the same object while the configuration does not change. */
  for(config: SamlConfig): SAML {
    const ctx = this.ctx;
    const key = JSON.stringify([
      config.metadata,
      config.loginBinding,
      config.wantAssertionsSigned,
      config.wantMessageSigned,
      ctx.config.baseUrl,
    ]);
    if (this.built?.key === key) return this.built.saml;
    const idp = config.metadata ? parseIdpMetadata(config.metadata) : undefined;
    const usePost = config.loginBinding === 'post' ? !!idp?.ssoUrls.post : !idp?.ssoUrls.redirect;
    const entryPoint = usePost ? idp?.ssoUrls.post : idp?.ssoUrls.redirect;
    const { SAML, ValidateInResponseTo } = nodeSaml();
    const saml = new SAML({
      issuer: spEntityId(ctx),
      callbackUrl: acsUrl(ctx),
      audience: spEntityId(ctx),
      // Without an identity provider only the SP metadata is asked of this object.
      idpCert: idp?.certificates ?? ['none'],
      ...(idp ? { entryPoint, idpIssuer: idp.entityId } : {}),
      authnRequestBinding: usePost ? 'HTTP-POST' : 'HTTP-Redirect',
      // The HTTP-POST binding carries the request base64-encoded only; the redirect binding deflates it.
      skipRequestCompression: usePost,
      wantAssertionsSigned: config.wantAssertionsSigned,
      wantAuthnResponseSigned: config.wantMessageSigned,
      validateInResponseTo: ValidateInResponseTo.ifPresent,
      acceptedClockSkewMs: 60_000,
      disableRequestedAuthnContext: true,
      identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
    });
    this.built = { key, saml };
    return saml;
  }
}

/** The HTML page that posts an AuthnRequest (HTTP-POST binding) to the identity provider on load. */
export async function postBindingPage(saml: SAML, relayState: string): Promise<string> {
  return saml.getAuthorizeFormAsync(relayState);
}
