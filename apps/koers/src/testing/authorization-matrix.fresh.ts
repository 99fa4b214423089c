import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { themes } from '@koers/server/schema/themes.table';
import { demoId } from '@koers/server/seed/demo-ids';
import { buildCandidateAssessment, expireOpenAssessments } from '@koers/server/testing/assessment-factories';
import {
  buildAppointment,
  buildDossier,
  buildJournalEntry,
  buildSavedSearch,
} from '@koers/server/testing/dossier-factories';
import { buildPendingExport } from '@koers/server/testing/download-factories';
import { buildEmployer, buildInternalVacancy, buildProposal } from '@koers/server/testing/employer-factories';
import { buildPerson, type findOrganization } from '@koers/server/testing/factories';
import {
  buildAuthenticationRequirement,
  buildCustomMenuItem,
  buildCustomPage,
  buildOnboarding,
  buildOnboardingType,
} from '@koers/server/testing/organization-content.factories';
import { buildOutcome } from '@koers/server/testing/outcome-factories';
import { buildContactRequest, buildShowroom, buildShowroomConsent } from '@koers/server/testing/showroom-factories';
import { buildToolboxItem } from '@koers/server/testing/toolbox-factories';
import { TEST_FILES } from '@koers/server/testing/uploads';
import type { Db } from '@koers/server-core/db/database';

/**
 * The authorization matrix's disposable records of organisation A that are written straight to the
 * database (`world.fresh`): a row that changes or removes its record takes one per actor.
 */
export function organizationFreshMakers(
  db: Db,
  {
    organizationA,
    werkpad,
    daanDossierId,
    filesDir,
  }: {
    organizationA: string;
    werkpad: Awaited<ReturnType<typeof findOrganization>>;
    daanDossierId: string;
    /** Where the matrix's server keeps files (local disk): a theme image's bytes go there. */
    filesDir: string;
  },
) {
  return {
    download: () => buildPendingExport(db, { organizationId: organizationA, id: daanDossierId }),
    async outcome(dossierId: string) {
      await buildOutcome(db, { organizationId: organizationA, id: dossierId });
      return dossierId;
    },
    async requirement() {
      const row = await buildAuthenticationRequirement(db, organizationA, {
        userType: 'contact',
        emailDomain: 'demo.koers.nl',
      });
      return row.id;
    },
    async member(state?: 'invited' | 'deactivated') {
      const person = await buildPerson(db, {
        organization: werkpad,
        rights: { coach: true },
        ...(state ? { state: state === 'invited' ? ('pending' as const) : ('disabled' as const) } : {}),
      });
      return person.context.id;
    },
    async showroom(options: { published?: boolean } = {}) {
      const showroom = await buildShowroom(db, {
        organizationId: organizationA,
        name: 'Matrix Showroom',
        published: options.published ?? false,
        employerIds: [demoId('employer:bouwbedrijf-van-dijk')],
      });
      return showroom.id;
    },
    /** A published showroom for the demo employer with a new candidate who and whose coach agreed. */
    async showroomCandidate() {
      const { dossier } = await buildDossier(db, { organization: werkpad, account: 'none' });
      await buildShowroomConsent(db, organizationA, dossier.id, { candidate: true, coach: true });
      const showroom = await buildShowroom(db, {
        organizationId: organizationA,
        name: 'Matrix Showroom',
        published: true,
        employerIds: [demoId('employer:bouwbedrijf-van-dijk')],
        contentBlocks: [{ type: 'candidates', title: null, dossierIds: [dossier.id] }],
      });
      return { showroomId: showroom.id, dossierId: dossier.id };
    },
    /** An open request of the demo employer contact for a new candidate of the demo coach. */
    async contactRequest() {
      const { dossier } = await buildDossier(db, {
        organization: werkpad,
        account: 'none',
        coachTeamMemberIds: [demoId('team-member:coach:werkpad')],
      });
      await buildShowroomConsent(db, organizationA, dossier.id, { candidate: true, coach: true });
      const request = await buildContactRequest(db, {
        organizationId: organizationA,
        dossierId: dossier.id,
        employerContactId: demoId('employer-contact:bouwbedrijf-van-dijk'),
      });
      return request.id;
    },
    async employer(options: { archived?: boolean } = {}) {
      const built = await buildEmployer(db, {
        organization: werkpad,
        values: { name: 'Matrix Werkgever', archivedAt: options.archived ? new Date() : null },
      });
      return built.employer.id;
    },
    async internalVacancy(options: { closed?: boolean } = {}) {
      const vacancy = await buildInternalVacancy(
        db,
        { id: demoId('employer:bouwbedrijf-van-dijk'), organizationId: organizationA },
        options.closed ? 'closed' : 'published',
        { title: 'Matrix Vacature' },
      );
      return vacancy.id;
    },
    async proposedInternalVacancy() {
      const vacancy = await buildInternalVacancy(
        db,
        { id: demoId('employer:bouwbedrijf-van-dijk'), organizationId: organizationA },
        'published',
        { title: 'Matrix Vacature' },
      );
      await buildProposal(db, { organizationId: organizationA, dossierId: daanDossierId, vacancyId: vacancy.id });
      return { id: vacancy.id, dossierId: daanDossierId };
    },
    async contacts(options: { withEmail?: boolean } = {}): Promise<[string, string]> {
      const email = () => (options.withEmail ? { email: `matrix-${randomUUID()}@test.koers.nl` } : {});
      const built = await buildEmployer(db, {
        organization: werkpad,
        values: { name: 'Matrix Werkgever' },
        contacts: [
          { name: 'Matrix Een', ...email() },
          { name: 'Matrix Twee', ...email() },
        ],
      });
      const [one, two] = built.contacts;
      if (!one || !two) throw new Error('matrix contacts');
      return [one.id, two.id];
    },
    async customPage() {
      return (await buildCustomPage(db, organizationA, { title: 'Matrix-pagina', client: true })).id;
    },
    async customMenuItem() {
      return (await buildCustomMenuItem(db, organizationA, { text: 'Matrix-link', client: true })).id;
    },
    /** An onboarding type of A with one step, given to nobody yet. */
    async onboardingType() {
      const { type, steps } = await buildOnboardingType(db, organizationA, { steps: 1 });
      return { typeId: type.id, stepId: steps[0]?.id ?? '' };
    },
    async theme() {
      const [row] = await db
        .insert(themes)
        .values({
          organizationId: organizationA,
          host: `matrix-${randomUUID()}.werkpad.example`,
          palette: {},
          userInterface: {},
        })
        .returning({ id: themes.id });
      return row?.id ?? '';
    },
    /** A theme of A whose logo is stored: its id and the logo's. */
    async themeWithLogo() {
      const imageId = randomUUID();
      const [row] = await db
        .insert(themes)
        .values({
          organizationId: organizationA,
          host: `matrix-${randomUUID()}.werkpad.example`,
          userInterface: {
            images: { logo: { id: imageId, contentType: 'image/png', byteSize: TEST_FILES.PNG.length } },
          },
        })
        .returning({ id: themes.id });
      const themeId = row?.id ?? '';
      await mkdir(path.join(filesDir, themeId), { recursive: true });
      await writeFile(path.join(filesDir, themeId, imageId), TEST_FILES.PNG);
      return { themeId, imageId };
    },
    /** An open interest test of Daan (every question answered when asked); his other open ones expire. */
    async assessment(options: { answered?: boolean } = {}) {
      return (
        await buildCandidateAssessment(db, { organizationId: organizationA, dossierId: daanDossierId, ...options })
      ).id;
    },
    /** Daan has no open test: any may be chosen for him. */
    async noOpenAssessments() {
      await expireOpenAssessments(db, { organizationId: organizationA, dossierId: daanDossierId });
    },
    async appointment(dossierId = daanDossierId) {
      return (await buildAppointment(db, { organizationId: organizationA, dossierId })).id;
    },
    /** A saved search of Daan's, of Werkpad's explorer of its own vacancies. */
    async savedSearch() {
      const search = await buildSavedSearch(db, {
        organizationId: organizationA,
        dossierId: daanDossierId,
        explorerId: demoId('explorer:werkpad:org'),
      });
      return search.id;
    },
    async journalEntry(visibility: 'team' | 'candidate') {
      const entry = await buildJournalEntry(db, {
        organizationId: organizationA,
        dossierId: daanDossierId,
        visibility,
      });
      return entry.id;
    },
    /** A tip of A's toolbox; shared with Daan when asked. */
    async toolboxItem(options: { sharedWithDaan?: boolean } = {}) {
      const item = await buildToolboxItem(db, {
        organizationId: organizationA,
        ...(options.sharedWithDaan ? { sharedWith: daanDossierId } : {}),
      });
      return item.id;
    },
    async onboarding() {
      return (await buildOnboarding(db, { organizationId: organizationA, dossierId: daanDossierId })).onboarding.id;
    },
  };
}
