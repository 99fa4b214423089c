import { generateSecret, generateURI, verify } from 'otplib';

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: 'Koers', label: email, secret });
}

/** Accepts the current code and the ones just before and after it (clock drift). */
export async function verifyTotp(secret: string, token: string): Promise<boolean> {
  try {
    const result = await verify({ secret, token, epochTolerance: 30 });
    return result.valid;
  } catch {
    return false;
  }
}
