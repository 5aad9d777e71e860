/** Recovery codes as a text file the user keeps. */
export function recoveryCodesText(codes: string[], account: string): string {
  return `Weft recovery codes for ${account}\nEach code signs you in once when you cannot use your authenticator app.\n\n${codes.join('\n')}\n`;
}

/** Starts a download of the recovery codes as `weft-recovery-codes.txt`. */
export function downloadRecoveryCodes(codes: string[], account: string): void {
  const url = URL.createObjectURL(new Blob([recoveryCodesText(codes, account)], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'weft-recovery-codes.txt';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
