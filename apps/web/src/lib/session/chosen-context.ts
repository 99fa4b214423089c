// The chosen user context is kept per browser and per person (SPEC: "kept per browser").
const key = (userId: string) => `koers:user-context:${userId}`;

export function storedUserContextId(userId: string): string | null {
  try {
    return window.localStorage.getItem(key(userId));
  } catch {
    return null;
  }
}

export function storeUserContextId(userId: string, userContextId: string): void {
  try {
    window.localStorage.setItem(key(userId), userContextId);
  } catch {
    // Private mode without storage: the choice then lasts for this page only.
  }
}

/** The context to use: the stored choice when still valid, else the only one, else none. */
export function pickUserContextId(userId: string, contextIds: readonly string[]): string | null {
  const stored = storedUserContextId(userId);
  if (stored && contextIds.includes(stored)) return stored;
  if (contextIds.length === 1) return contextIds[0] ?? null;
  return null;
}
