import { createHmac } from 'node:crypto';
import type { ContextFacts } from './actor';

export type SupportChatIdentity = { supportChatUserHash: string | null; supportChatId: string | null };

const NONE: SupportChatIdentity = { supportChatUserHash: null, supportChatId: null };

/**
 * What the support-chat widget boots with besides e-mail and name (SPEC §3, §7): the user's id
 * and its HMAC-SHA256 with the configured secret (hex), by which the vendor knows the id was
 * given by Koers. Only for members of an organisation with SupportForProfessionals (§6), and only
 * when a vendor is configured; otherwise both are null and the web app loads nothing.
 */
export function supportChatIdentity(facts: ContextFacts, secret: string | null): SupportChatIdentity {
  if (secret === null) return NONE;
  if (facts.context.userType !== 'member') return NONE;
  if (!facts.organization.features.includes('SupportForProfessionals')) return NONE;
  const userId = facts.user.id;
  return { supportChatUserHash: createHmac('sha256', secret).update(userId).digest('hex'), supportChatId: userId };
}
