import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 defaults, which every authenticator app reads: SHA-1, 6 digits, 30 seconds. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_ISSUER = 'Grain';

export const nowEpochSeconds = () => Math.floor(Date.now() / 1000);

export const newTotpSecret = () => generateSecret({ length: 20 });

export interface Enrolment {
  secret: string;
  otpauth_url: string;
  /** An SVG image of the QR code of `otpauth_url`, as a data URL. */
  qr_code: string;
}

export async function enrolmentFor(secret: string, accountName: string): Promise<Enrolment> {
  const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: accountName, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret,
    otpauth_url: otpauthUrl,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

export const looksLikeTotpCode = (code: string) => /^\d{6}$/.test(code);

/**
 * The time step a code belongs to when it is valid now, one step before or one after (clocks
 * drift), and of a later step than `afterStep` (the last one accepted: no replay); else null.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  afterStep: number | null,
  epoch = nowEpochSeconds(),
): Promise<number | null> {
  if (!looksLikeTotpCode(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch,
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The code of `secret` at `epoch` (tests and the browser journey use it). */
export const totpCode = (secret: string, epoch = nowEpochSeconds()) => generate({ secret, epoch });
