/**
 * TOTP (RFC 6238) for the two-step login, with otplib: 30-second steps, 6 digits, SHA-1 (what authenticator apps
 * read), one step of drift either way. The caller records each accepted step so a code works once.
 */
import { generate, generateSecret, generateURI, verify } from 'otplib';
import { qrPng } from '../../lib/qr.ts';

const STEP_SECONDS = 30;
/** Short and ASCII: the otpauth address must fit the small QR encoder (lib/qr.ts, up to 106 bytes). */
const ISSUER = 'zxt';

export const newTotpSecret = (): string => generateSecret();

export function totpUri(secret: string, accountName: string): string {
  return generateURI({ issuer: ISSUER, label: accountName, secret });
}

/** The QR code of an otpauth address as a PNG `data:` address, or null when it is too long to draw. */
export function totpQr(uri: string): string | null {
  const png = qrPng(uri, 240);
  return png ? `data:image/png;base64,${png.toString('base64')}` : null;
}

/** The time step a code was made for when it is valid at `now` (± one step), or null. */
export async function totpStepOf(secret: string, code: string, now: Date): Promise<number | null> {
  const r = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: STEP_SECONDS,
  });
  return r.valid && 'timeStep' in r ? r.timeStep : null;
}

/** The code an authenticator shows at `at` (the tests and the demo make codes with it). */
export function totpCode(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}
