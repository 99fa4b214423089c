/**
 * The budgets requests are counted against. Every write route spends from `write` (a user
 * context's or a person's) or, without a session, from `anonymous` (per client address); a route
 * whose writes cost more than clicks (a message, an invitation, an upload, a login, a reset
 * link) declares its own budget with `route({ limit })`.
 */
export const LIMIT_KINDS = [
  'write',
  'anonymous',
  'message',
  'invitation',
  'upload',
  'login',
  'password_reset',
] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export type Budget = { limit: number; windowSeconds: number };
export type RequestBudgets = Record<LimitKind, Budget>;

/**
 * What a person does, with room to spare: a person types a few messages a minute, invites a
 * handful of people an hour, clicks a few times a minute. Overridable per kind with
 * RATE_LIMITS (README).
 */
export const DEFAULT_REQUEST_BUDGETS: RequestBudgets = {
  write: { limit: 120, windowSeconds: 60 },
  anonymous: { limit: 60, windowSeconds: 600 },
  message: { limit: 30, windowSeconds: 60 },
  invitation: { limit: 60, windowSeconds: 3600 },
  upload: { limit: 60, windowSeconds: 3600 },
  login: { limit: 60, windowSeconds: 300 },
  password_reset: { limit: 20, windowSeconds: 3600 },
};

/**
 * RATE_LIMITS as the server takes it: `kind=limit/seconds` pairs, comma-separated
 * (`message=30/60,upload=100/3600`), each replacing that kind's default.
 */
export function parseRequestBudgets(value: string | undefined): RequestBudgets {
  const budgets = { ...DEFAULT_REQUEST_BUDGETS };
  for (const entry of (value ?? '').split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const match = /^([a-z_]+)=(\d+)\/(\d+)$/.exec(entry);
    const kind = match?.[1] as LimitKind | undefined;
    if (!match || !kind || !LIMIT_KINDS.includes(kind) || Number(match[3]) < 1) {
      throw new Error(
        `Configuratiefout: RATE_LIMITS bestaat uit soort=aantal/seconden, gescheiden door komma's, met als soort ${LIMIT_KINDS.join(', ')} (nu: ${entry}).`,
      );
    }
    budgets[kind] = { limit: Number(match[2]), windowSeconds: Number(match[3]) };
  }
  return budgets;
}
