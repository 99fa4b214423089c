import type { SerializedDocument } from './document';

/**
 * Answers kept with what they were built from. While `source` is the same object (a page kept
 * in memory until something it shows changes), an identical ask (`key`: the request and
 * everything about the actor that the answer may depend on) gets the bytes built the first time;
 * a new source starts empty, and answers go with their source when it is dropped. At most
 * `perSource` answers per source, the oldest going first.
 */
export function createAnswerMemo(perSource = 4) {
  const answers = new WeakMap<object, Map<string, Promise<SerializedDocument>>>();
  return function answerOf(
    source: object,
    key: string,
    build: () => Promise<SerializedDocument>,
  ): Promise<SerializedDocument> {
    let ofSource = answers.get(source);
    if (!ofSource) {
      ofSource = new Map();
      answers.set(source, ofSource);
    }
    const kept = ofSource.get(key);
    if (kept) return kept;
    const answer = build();
    const forSource = ofSource;
    answer.catch(() => forSource.delete(key));
    if (forSource.size >= perSource) {
      const oldest = forSource.keys().next();
      if (!oldest.done) forSource.delete(oldest.value);
    }
    forSource.set(key, answer);
    return answer;
  };
}
