/**
 * A small SAML identity provider for tests, on loopback: it publishes metadata, answers an
 * AuthnRequest (HTTP-Redirect binding) with a page whose form posts a signed SAMLResponse to the
 * service provider's ACS, and signs responses with an RSA key and self-signed certificate made at
 * test time with openssl.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { escapeHtml as esc } from '@weft/workflow';
import { SignedXml } from 'xml-crypto';

/** An RSA private key and its self-signed certificate, PEM. */
export interface KeyPair {
  key: string;
  cert: string;
}

/** Makes a key pair and certificate with `openssl req -x509`. */
export function makeKeyPair(commonName: string): KeyPair {
  const dir = mkdtempSync(join(tmpdir(), 'weft-idp-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '2',
        '-subj',
        `/CN=${commonName}`,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The base64 body of a PEM certificate, as metadata carries it. */
function certBody(pem: string): string {
  return pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
}

/** Who the identity provider signs in. */
export interface IdpUser {
  nameId: string;
  attributes: Record<string, string>;
}

/** What a response is built from. */
export interface ResponseOptions {
  acsUrl: string;
  audience: string;
  inResponseTo?: string;
  user: IdpUser;
  /** Signs with this key instead of the IdP's own (a forged response). */
  signWith?: KeyPair;
}

function sign(xml: string, keys: KeyPair, element: 'Assertion' | 'Response'): string {
  const sig = new SignedXml({
    privateKey: keys.key,
    publicCert: keys.cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  const path = element === 'Response' ? "/*[local-name(.)='Response']" : "//*[local-name(.)='Assertion']";
  sig.addReference({
    xpath: path,
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  sig.computeSignature(xml, { location: { reference: `${path}/*[local-name(.)='Issuer']`, action: 'after' } });
  return sig.getSignedXml();
}

/** A running test identity provider. */
export interface TestIdp {
  url: string;
  entityId: string;
  metadataUrl: string;
  metadata: string;
  keys: KeyPair;
  /** The person the sign-in page signs in. */
  user: IdpUser;
  /** AuthnRequests received with the HTTP-POST binding (XML). */
  postedRequests: string[];
  /** A signed SAMLResponse (base64) as the IdP would post it. */
  response(options: ResponseOptions): string;
  /** Builds the response to an AuthnRequest URL (the Location the SP redirected to). */
  answer(
    authnRequestUrl: string,
    options?: Partial<ResponseOptions>,
  ): { acsUrl: string; SAMLResponse: string; RelayState: string };
  close(): Promise<void>;
}

/** Starts the identity provider on 127.0.0.1 (random port). */
export async function startTestIdp(user: IdpUser): Promise<TestIdp> {
  const keys = makeKeyPair('weft-test-idp');
  let url = '';
  const postedRequests: string[] = [];
  const idp: TestIdp = {
    postedRequests,
    url: '',
    entityId: '',
    metadataUrl: '',
    metadata: '',
    keys,
    user,
    response({ acsUrl, audience, inResponseTo, user: who, signWith }) {
      const now = new Date();
      const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
      const irt = inResponseTo ? ` InResponseTo="${esc(inResponseTo)}"` : '';
      const attributes = Object.entries(who.attributes)
        .map(
          ([k, v]) =>
            `<saml:Attribute Name="${esc(k)}"><saml:AttributeValue>${esc(v)}</saml:AttributeValue></saml:Attribute>`,
        )
        .join('');
      const assertion =
        `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_a${randomBytes(12).toString('hex')}" Version="2.0" IssueInstant="${now.toISOString()}">` +
        `<saml:Issuer>${esc(idp.entityId)}</saml:Issuer>` +
        `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified">${esc(who.nameId)}</saml:NameID>` +
        `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${at(5)}" Recipient="${esc(acsUrl)}"${irt}/></saml:SubjectConfirmation></saml:Subject>` +
        `<saml:Conditions NotBefore="${at(-1)}" NotOnOrAfter="${at(5)}"><saml:AudienceRestriction><saml:Audience>${esc(audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
        `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="_s${randomBytes(8).toString('hex')}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:Password</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
        `<saml:AttributeStatement>${attributes}</saml:AttributeStatement></saml:Assertion>`;
      const signer = signWith ?? keys;
      const response =
        `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomBytes(12).toString('hex')}" Version="2.0" IssueInstant="${now.toISOString()}" Destination="${esc(acsUrl)}"${irt}>` +
        `<saml:Issuer>${esc(idp.entityId)}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
        sign(assertion, signer, 'Assertion') +
        `</samlp:Response>`;
      return Buffer.from(sign(response, signer, 'Response')).toString('base64');
    },
    answer(authnRequestUrl, options = {}) {
      const u = new URL(authnRequestUrl);
      const request = inflateRawSync(Buffer.from(u.searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
      return answerRequest(request, u.searchParams.get('RelayState') ?? '', options);
    },
    async close() {
      await new Promise((r) => server.close(r));
    },
  };
  const answerRequest = (request: string, relayState: string, options: Partial<ResponseOptions> = {}) => {
    const id = /\sID="([^"]+)"/.exec(request)?.[1];
    const acsUrl = /AssertionConsumerServiceURL="([^"]+)"/.exec(request)?.[1] ?? '';
    const audience = /<(?:\w+:)?Issuer[^>]*>([^<]+)</.exec(request)?.[1] ?? '';
    const SAMLResponse = idp.response({ acsUrl, audience, inResponseTo: id, user: idp.user, ...options });
    return { acsUrl, SAMLResponse, RelayState: relayState };
  };
  const signInPage = ({
    acsUrl,
    SAMLResponse,
    RelayState,
  }: {
    acsUrl: string;
    SAMLResponse: string;
    RelayState: string;
  }) =>
    `<!doctype html><html><head><title>Test IdP</title></head><body><h1>Test identity provider</h1>` +
    `<form method="post" action="${esc(acsUrl)}"><input type="hidden" name="SAMLResponse" value="${esc(SAMLResponse)}">` +
    `<input type="hidden" name="RelayState" value="${esc(RelayState)}"><button id="continue" type="submit">Sign in as ${esc(idp.user.nameId)}</button></form></body></html>`;
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/metadata') {
      res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(idp.metadata);
      return;
    }
    if (path === '/sso') {
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(signInPage(idp.answer(`${url}${req.url}`)));
      return;
    }
    if (path === '/sso-post' && req.method === 'POST') {
      // HTTP-POST binding: the AuthnRequest arrives base64-encoded in a form, not deflated.
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const request = Buffer.from(form.get('SAMLRequest') ?? '', 'base64').toString('utf8');
        postedRequests.push(request);
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(signInPage(answerRequest(request, form.get('RelayState') ?? '')));
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  idp.url = url;
  idp.entityId = `${url}/metadata`;
  idp.metadataUrl = `${url}/metadata`;
  idp.metadata =
    `<?xml version="1.0"?><md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${idp.entityId}">` +
    `<md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">` +
    `<md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${certBody(keys.cert)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>` +
    `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${url}/sso"/>` +
    `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${url}/sso-post"/>` +
    `</md:IDPSSODescriptor></md:EntityDescriptor>`;
  return idp;
}
