import type { Db } from '@koers/server-core/db/database';
import { ASSESSMENT_VALIDITY_DAYS, profileInterestsOf, type RiasecType } from '@koers/shared';
import { RIASEC_ITEMS } from '../modules/assessments/providers/koers/riasec-items';
import { scoreRiasec } from '../modules/assessments/providers/koers/riasec-scoring';
import { takeOverInterestResult } from '../modules/profiles/profiles.service';
import { assessmentTerms, candidateAssessments } from '../schema/assessments.table';
import { DEMO_CONTEXT_IDS, demoId } from './demo-ids';
import { DEMO_ORGANIZATIONS } from './demo-people';

const DAY_MS = 86_400_000;

/** A demo interest test: how much each type appeals (1–5), how far it got, and when. */
type DemoAssessment = {
  dossier: string;
  likes: Record<RiasecType, number>;
  /** How many questions were answered; all 48 and `finished` for a result. */
  answered: number;
  finished: boolean;
  daysAgo: number;
  chosenBy: string | null;
  /** The candidate took the result over into the profile's interests (issue 36.2). */
  takenOver?: boolean;
};

// biome-ignore format: one demo test a line
const DEMO_ASSESSMENTS: DemoAssessment[] = [
  // Daan likes practical, orderly work: a result his coach can talk about.
  { dossier: 'daan-bakker', likes: { R: 5, I: 3, A: 2, S: 2, E: 3, C: 4 }, answered: 48, finished: true, daysAgo: 12, chosenBy: DEMO_CONTEXT_IDS.mehmet, takenOver: true },
  { dossier: 'sophie-jansen', likes: { R: 1, I: 3, A: 4, S: 5, E: 3, C: 2 }, answered: 48, finished: true, daysAgo: 30, chosenBy: null },
  { dossier: 'mohamed-el-idrissi', likes: { R: 4, I: 4, A: 2, S: 3, E: 2, C: 3 }, answered: 18, finished: false, daysAgo: 3, chosenBy: null },
  { dossier: 'emma-de-boer', likes: { R: 3, I: 3, A: 3, S: 3, E: 3, C: 3 }, answered: 0, finished: false, daysAgo: 1, chosenBy: DEMO_CONTEXT_IDS.mehmet },
];

/** A deterministic answer near the type's liking: 1–5, varying a little per item. */
function answerFor(item: (typeof RIASEC_ITEMS)[number], like: number): number {
  const wobble = (Number(item.id.slice(1)) % 3) - 1;
  return Math.min(5, Math.max(1, like + wobble));
}

/**
 * Werkpad's candidates' interest tests: finished with a result, half done, and just assigned.
 * Terms (SPEC §9): Werkpad bought credits for the interest test, so a choice costs it nothing
 * and spends one; Stroomlijn has none, so its coaches see the price and the choice records it.
 */
export async function seedAssessments(db: Db): Promise<void> {
  const organizationId = demoId(DEMO_ORGANIZATIONS.werkpad.key);
  await db.insert(assessmentTerms).values([
    { organizationId, assessmentId: 'koers.riasec', priceCents: 1250, credits: 20 },
    {
      organizationId: demoId(DEMO_ORGANIZATIONS.stroomlijn.key),
      assessmentId: 'koers.riasec',
      priceCents: 1250,
      credits: 0,
    },
  ]);
  const now = Date.now();
  for (const demo of DEMO_ASSESSMENTS) {
    const answers = Object.fromEntries(
      RIASEC_ITEMS.slice(0, demo.answered).map((item) => [item.id, answerFor(item, demo.likes[item.type])]),
    );
    const createdAt = new Date(now - demo.daysAgo * DAY_MS);
    const result = demo.finished ? scoreRiasec(answers) : null;
    const dossierId = demoId(`dossier:${demo.dossier}`);
    if (result && demo.takenOver) {
      await takeOverInterestResult(
        db,
        { organizationId, id: dossierId },
        {
          code: result.code,
          interests: profileInterestsOf(result),
        },
      );
    }
    await db.insert(candidateAssessments).values({
      id: demoId(`assessment:${demo.dossier}`),
      organizationId,
      dossierId,
      assessmentId: 'koers.riasec',
      assessmentName: 'Interessetest (RIASEC)',
      providerName: 'Koers',
      priceCents: 0,
      isDemo: false,
      state: demo.finished ? 'finished' : demo.answered > 0 ? 'started' : 'assigned',
      chosenByContextId: demo.chosenBy,
      answers,
      result,
      expiresAt: new Date(createdAt.getTime() + ASSESSMENT_VALIDITY_DAYS * DAY_MS),
      startedAt: demo.answered > 0 ? new Date(createdAt.getTime() + 60_000) : null,
      finishedAt: demo.finished ? new Date(createdAt.getTime() + 15 * 60_000) : null,
      createdAt,
    });
  }
}
