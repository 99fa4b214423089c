import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, isApiError } from '../api-client';
import { toUserContext, type UserContext } from './user-context';

export type SessionUser = { id: string; name: string; email: string; mfaEnabled: boolean };
export type Session = {
  id: string;
  expiresAt: string;
  mfaVerified: boolean;
  user: SessionUser;
  userContexts: UserContext[];
};

type SessionAttributes = { expiresAt: string; mfaVerified: boolean; user: SessionUser };

export const sessionKeys = { all: ['session'] as const };

/** Reads a session document (login answer or GET /session) with its user contexts. */
export function toSession(doc: ApiDocument<ApiResource>): Session {
  const attributes = doc.data.attributes as SessionAttributes;
  return {
    id: doc.data.id,
    expiresAt: attributes.expiresAt,
    mfaVerified: attributes.mfaVerified,
    user: attributes.user,
    userContexts: (doc.included ?? []).filter((item) => item.type === 'user_contexts').map(toUserContext),
  };
}

/** The current session, or null when nobody is logged in (a 401 is an answer here, not an error). */
export async function getSession(): Promise<Session | null> {
  try {
    return toSession(await apiRequest<ApiDocument<ApiResource>>('/session'));
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const getSessionQueryOptions = () =>
  queryOptions({ queryKey: sessionKeys.all, queryFn: getSession, staleTime: 60_000, retry: false });

export const useSession = () => useQuery(getSessionQueryOptions());
