import type { Db } from '@koers/server-core/db/database';
import type { ShowroomBlock, ShowroomConsentState } from '@koers/shared';
import { and, eq } from 'drizzle-orm';
import { contactRequests } from '../schema/contact-requests.table';
import { personalFiles } from '../schema/dossiers.table';
import { profiles, profileToggles } from '../schema/profiles.table';
import { showroomConsents, showroomRecipients, showrooms } from '../schema/showrooms.table';

/** A showroom of an organisation: a draft, or published to the given contacts and employers. */
export async function buildShowroom(
  db: Db,
  options: {
    organizationId: string;
    name?: string;
    published?: boolean;
    internal?: boolean;
    contentBlocks?: ShowroomBlock[];
    contactIds?: string[];
    employerIds?: string[];
    createdByTeamMemberId?: string | null;
  },
) {
  const { organizationId } = options;
  const [showroom] = await db
    .insert(showrooms)
    .values({
      organizationId,
      name: options.name ?? 'Showroom',
      internal: options.internal ?? false,
      contentBlocks: options.contentBlocks ?? [],
      publishedAt: options.published ? new Date() : null,
      createdByTeamMemberId: options.createdByTeamMemberId ?? null,
    })
    .returning();
  if (!showroom) throw new Error('buildShowroom');
  const recipients = [
    ...(options.contactIds ?? []).map((employerContactId) => ({ employerContactId })),
    ...(options.employerIds ?? []).map((employerId) => ({ employerId })),
  ].map((target) => ({ ...target, organizationId, showroomId: showroom.id }));
  if (recipients.length > 0) await db.insert(showroomRecipients).values(recipients);
  return showroom;
}

/** The dossier's showroom agreements as given (straight to the table: what the consent routes would write). */
export async function buildShowroomConsent(
  db: Db,
  organizationId: string,
  dossierId: string,
  consent: Partial<ShowroomConsentState>,
) {
  const at = (granted: boolean | undefined) => (granted ? new Date() : null);
  await db
    .insert(showroomConsents)
    .values({
      organizationId,
      dossierId,
      candidateGrantedAt: at(consent.candidate),
      coachGrantedAt: at(consent.coach),
      contactGrantedAt: at(consent.contact),
    })
    .onConflictDoUpdate({
      target: [showroomConsents.organizationId, showroomConsents.dossierId],
      set: {
        candidateGrantedAt: at(consent.candidate),
        coachGrantedAt: at(consent.coach),
        contactGrantedAt: at(consent.contact),
      },
    });
}

/** A profile for the dossier, and the personal file's address and birth date when given. */
export async function buildCandidateProfile(
  db: Db,
  organizationId: string,
  dossierId: string,
  options: {
    profile?: Partial<typeof profiles.$inferInsert>;
    personalFile?: Partial<typeof personalFiles.$inferInsert>;
    toggles?: Array<{ groupKey: string; code: string }>;
  },
) {
  const [profile] = await db
    .insert(profiles)
    .values({ organizationId, dossierId, ...options.profile })
    .returning();
  if (!profile) throw new Error('buildCandidateProfile');
  if (options.personalFile) {
    await db
      .update(personalFiles)
      .set(options.personalFile)
      .where(and(eq(personalFiles.organizationId, organizationId), eq(personalFiles.dossierId, dossierId)));
  }
  for (const toggle of options.toggles ?? []) {
    await db.insert(profileToggles).values({ organizationId, profileId: profile.id, ...toggle });
  }
  return profile;
}

/** An open contact request of an employer contact for the candidate of a dossier. */
export async function buildContactRequest(
  db: Db,
  values: { organizationId: string; dossierId: string; employerContactId: string; showroomId?: string | null },
) {
  const [row] = await db
    .insert(contactRequests)
    .values({ ...values, requestedByContextId: values.employerContactId })
    .returning();
  if (!row) throw new Error('buildContactRequest');
  return row;
}
