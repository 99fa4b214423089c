import { generateSecret, generateURI, verify } from 'otplib';

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: 'Koers', label: email, secret });
}

/**
 * The time step (30-second period) a code belongs to when it is right for the secret, else
 * null. The current step and the ones just before and after it count (clock drift); whoever
 * accepts a code remembers its step, so the code works once.
 */
export async function totpTimeStep(secret: string, token: string): Promise<number | null> {
  try {
    const result = await verify({ secret, token, epochTolerance: 30 });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
