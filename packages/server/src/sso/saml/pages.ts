import { escapeHtml } from '@weft/workflow';
/** The page GET /sso/saml/config/test ends on: what the identity provider sent, without signing in. */
export function testResultPage(attributes: Record<string, string | null>, problem?: string): string {
  const rows = Object.entries(attributes)
    .map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${v === null ? '<em>missing</em>' : escapeHtml(v)}</td></tr>`)
    .join('');
  const verdict = problem
    ? `<p class="problem">${escapeHtml(problem)}</p>`
    : '<p class="ok">The SAML connection works: this is what Weft reads from the identity provider.</p>';
  return `<!doctype html><html><head><meta charset="utf-8"><title>SAML connection test</title></head><body><h1>SAML connection test</h1>${verdict}<table id="attributes">${rows}</table><p>You were not signed in: this was a test.</p></body></html>`;
}

/** The page a browser sees when the ACS refuses a response: the reason and a way back to sign-in. */
export function signInFailedPage(message: string, signInUrl: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Sign-in failed</title></head><body><h1>Sign-in failed</h1><p id="reason">${escapeHtml(message)}</p><p><a href="${escapeHtml(signInUrl)}">Back to sign-in</a></p></body></html>`;
}
