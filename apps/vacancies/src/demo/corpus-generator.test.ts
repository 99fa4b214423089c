import { describe, expect, it } from 'vitest';
import { CorpusGenerator } from './corpus-generator';

describe('the corpus generator', () => {
  // Just after midnight every posting time of the day would lie in the future: the statistics of
  // an occupation (which count up to now) then disagreed with the corpus, depending on the hour.
  it.each(['2026-11-22T00:30:00Z', '2026-11-22T12:00:00Z', '2026-11-22T23:59:00Z'])(
    'dates no posting after its now (%s), and spreads the postings of that day over the hours passed',
    (moment) => {
      const now = new Date(moment);
      const records = [...new CorpusGenerator({ count: 3000, seed: 'dates', now }).records()];
      const posted = records.map((record) => Date.parse(String(record.datePosted)));
      expect(posted.filter((time) => time > now.getTime())).toEqual([]);
      // Spread over the part of the day that has passed, not all stamped with now.
      const today = records
        .map((record) => String(record.datePosted))
        .filter((date) => date.startsWith(moment.slice(0, 10)));
      expect(new Set(today).size).toBeGreaterThan(3);
    },
  );

  it('gives the same feed for the same seed and moment', () => {
    const options = { count: 300, seed: 'same', now: new Date('2026-11-22T00:30:00Z') };
    expect([...new CorpusGenerator(options).records()]).toEqual([...new CorpusGenerator(options).records()]);
  });
});
