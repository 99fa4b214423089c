import fs from 'node:fs';

/** One record of a feed, or why it could not be read, with the line it starts on. */
export type FeedItem = { line: number; value: unknown } | { line: number; error: string };

/**
 * Reads a feed of JobPosting records: JSON Lines (one record per line) or one JSON array, as
 * job sites publish them. Streams the file, so a feed of a million records never sits in
 * memory whole. A record that is not valid JSON is reported with its line and skipped.
 */
export async function* readFeed(chunks: AsyncIterable<string>): AsyncGenerator<FeedItem> {
  let mode: 'unknown' | 'lines' | 'array' = 'unknown';
  let buffer = '';
  let line = 1;
  // Array mode: the scanner's state between chunks.
  let depth = 0;
  let inString = false;
  let escaped = false;
  let start = -1;
  let startLine = 0;
  let finished = false;
  let scanned = 0;

  const parse = (text: string, at: number): FeedItem => {
    try {
      return { line: at, value: JSON.parse(text) };
    } catch (error) {
      return { line: at, error: `geen geldige JSON (${(error as Error).message})` };
    }
  };

  for await (const chunk of chunks) {
    buffer += chunk;
    if (mode === 'unknown') {
      const first = buffer.search(/\S/);
      if (first === -1) continue;
      mode = buffer[first] === '[' ? 'array' : 'lines';
      if (mode === 'array') {
        for (let index = 0; index < first; index++) if (buffer[index] === '\n') line++;
        buffer = buffer.slice(first + 1);
        depth = 1;
      }
    }
    if (mode === 'lines') {
      let from = 0;
      let newline = buffer.indexOf('\n');
      while (newline !== -1) {
        const text = buffer.slice(from, newline).trim();
        if (text !== '') yield parse(text, line);
        line++;
        from = newline + 1;
        newline = buffer.indexOf('\n', from);
      }
      buffer = buffer.slice(from);
      continue;
    }
    // Array mode: find each element of the top-level array by tracking strings and nesting.
    let index = scanned;
    for (; index < buffer.length && !finished; index++) {
      const char = buffer[index];
      if (char === '\n') line++;
      if (inString) {
        if (escaped) escaped = false;
        else if (char === '\\') escaped = true;
        else if (char === '"') inString = false;
        continue;
      }
      if (char === '"') {
        inString = true;
        if (start === -1) {
          start = index;
          startLine = line;
        }
      } else if (char === '{' || char === '[') {
        if (start === -1) {
          start = index;
          startLine = line;
        }
        depth++;
      } else if (char === '}' || char === ']') {
        depth--;
        if (depth === 0) {
          if (start !== -1) yield parse(buffer.slice(start, index), startLine);
          finished = true;
          start = -1;
        }
      } else if (char === ',' && depth === 1) {
        if (start !== -1) yield parse(buffer.slice(start, index), startLine);
        else yield { line, error: 'leeg element in de lijst' };
        start = -1;
      } else if (start === -1 && !/\s/.test(char as string)) {
        start = index;
        startLine = line;
      }
    }
    // Keep only the unfinished element (if any); what lies before it is done.
    const keepFrom = start === -1 ? index : start;
    buffer = buffer.slice(keepFrom);
    scanned = index - keepFrom;
    if (start !== -1) start = 0;
    if (finished) break;
  }
  if (mode === 'lines' && buffer.trim() !== '') yield parse(buffer.trim(), line);
  if (mode === 'array' && !finished) {
    yield { line, error: 'het bestand eindigt midden in de lijst (ontbrekende ])' };
  }
}

/** The chunks of a file as text. */
export async function* fileChunks(filePath: string): AsyncGenerator<string> {
  const stream = fs.createReadStream(filePath, { encoding: 'utf8', highWaterMark: 1 << 20 });
  for await (const chunk of stream) yield chunk as string;
}
