import { normalizeText } from '../../lib/text';

export type MatchableJobTitle = { id: string; labelNl: string; altLabels: string[]; iscoCode: string | null };
export type JobTitleMatch = { id: string; iscoCode: string | null };

type Label = { words: string[]; jobTitle: MatchableJobTitle; preferred: boolean };

/**
 * Recognises the occupation of a vacancy from its title: the longest label (preferred or
 * alternative) that occurs as whole words in the title, preferring occupations of the ISCO
 * group the feed gives. Indexed by first word, so a title costs a few lookups.
 */
export class JobTitleMatcher {
  private readonly byFirstWord = new Map<string, Label[]>();

  constructor(jobTitles: MatchableJobTitle[]) {
    for (const jobTitle of jobTitles) {
      const labels = [jobTitle.labelNl, ...jobTitle.altLabels];
      labels.forEach((label, index) => {
        const words = normalizeText(label).split(' ').filter(Boolean);
        const first = words[0];
        if (!first) return;
        const list = this.byFirstWord.get(first) ?? [];
        list.push({ words, jobTitle, preferred: index === 0 });
        this.byFirstWord.set(first, list);
      });
    }
  }

  match(title: string, iscoCode: string | null): JobTitleMatch | null {
    const words = normalizeText(title).split(' ').filter(Boolean);
    let best: { label: Label; score: number } | null = null;
    for (let start = 0; start < words.length; start++) {
      for (const label of this.byFirstWord.get(words[start] as string) ?? []) {
        if (label.words.length > words.length - start) continue;
        let matches = true;
        for (let offset = 1; offset < label.words.length; offset++) {
          if (words[start + offset] !== label.words[offset]) {
            matches = false;
            break;
          }
        }
        if (!matches) continue;
        // Longer labels say more; the feed's ISCO group and preferred labels break ties.
        const score =
          label.words.length * 10 +
          (iscoCode !== null && label.jobTitle.iscoCode === iscoCode ? 5 : 0) +
          (label.preferred ? 1 : 0);
        if (!best || score > best.score) best = { label, score };
      }
    }
    return best ? { id: best.label.jobTitle.id, iscoCode: best.label.jobTitle.iscoCode } : null;
  }
}
