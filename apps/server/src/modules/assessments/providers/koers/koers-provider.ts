import type { AssessmentProvider } from '../assessment-provider';
import { riasecQuestionOrder, scoreRiasec } from './riasec-scoring';

const RIASEC_KEY = 'riasec';
const QUESTIONS = riasecQuestionOrder().map((item) => ({ id: item.id, text: item.nl }));

/** Koers' own provider: tests a candidate takes in Koers and that Koers scores. */
export const koersProvider: AssessmentProvider = {
  key: 'koers',
  name: 'Koers',
  assessments: [
    {
      key: RIASEC_KEY,
      name: 'Interessetest (RIASEC)',
      description:
        'Ontdek welk soort werk bij je past. Je geeft bij 48 activiteiten aan hoe leuk je ze zou vinden; ' +
        'daaruit volgt je interesseprofiel volgens de zes typen van Holland, met beroepen die erbij passen.',
      priceCents: 0,
      isDemo: false,
      selfService: true,
      minutes: 10,
    },
  ],
  questionnaire(assessmentKey) {
    return assessmentKey === RIASEC_KEY ? { questions: QUESTIONS } : null;
  },
  score(assessmentKey, answers) {
    if (assessmentKey !== RIASEC_KEY) throw new Error(`Koers has no test ${assessmentKey}`);
    return scoreRiasec(answers);
  },
};
