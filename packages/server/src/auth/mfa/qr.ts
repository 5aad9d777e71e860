/** QR codes of `otpauth://` URIs, as SVG data URLs the editor shows in an `<img>`. */
import type QRCodeModule from 'qrcode';
import { lazyRequire } from '../../lazy-require.js';

/** qrcode, loaded for the first QR code (only when someone sets up MFA). */
const qrcode = lazyRequire<typeof QRCodeModule>('qrcode');

/** An SVG QR code of `text` as a `data:image/svg+xml;base64,…` URL. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await qrcode().toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
