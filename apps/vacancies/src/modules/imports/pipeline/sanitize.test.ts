import { describe, expect, it } from 'vitest';
import { CorpusGenerator } from '../../../demo/corpus-generator';
import {
  cleanHtmlOf,
  htmlToText,
  isPlainCleanHtml,
  sanitizeVacancyHtmlAndText,
  sanitizeVacancyHtmlFully,
} from './sanitize';

/** What the import stores without the shortcut: the sanitiser's HTML, null when no text is left. */
function fully(value: string) {
  const clean = sanitizeVacancyHtmlFully(value);
  return htmlToText(clean) === '' ? null : clean;
}

/** The HTML and the readable text (which is indexed and fingerprinted) with and without the shortcuts. */
function expectSameAsFully(value: string) {
  const html = fully(value);
  expect(sanitizeVacancyHtmlAndText(value)).toEqual(html === null ? null : { html, text: htmlToText(html) });
}

const FIELDS = ['description', 'responsibilities', 'qualifications', 'skills', 'jobBenefits', 'employerOverview'];

describe('the shortcut past the sanitiser', () => {
  it('gives what the sanitiser gives for every text of the demo corpus, and takes them all', () => {
    const generator = new CorpusGenerator({ count: 1500, seed: 'sanitize', now: new Date('2026-06-15T12:00:00Z') });
    let texts = 0;
    let shortcut = 0;
    for (const record of generator.records()) {
      for (const field of FIELDS) {
        const value = record[field];
        if (typeof value !== 'string') continue;
        texts++;
        if (cleanHtmlOf(value) !== null) shortcut++;
        expectSameAsFully(value);
      }
    }
    expect(texts).toBeGreaterThan(5000);
    // Employer names such as `Jansen & Zn.` no longer send their texts to the parser.
    expect(shortcut).toBe(texts);
  }, 120_000);

  it('leaves to the sanitiser whatever it could change', () => {
    const changed = [
      '<p>Een <a href="javascript:alert(1)">link</a></p>',
      '<p onclick="alert(1)">x</p>',
      '<p>x<script>alert(1)</script></p>',
      '<p>x</p><img src=x onerror=alert(1)>',
      '<p><ul><li>x</li></ul></p>',
      '<ul><li><p>x</p></li></ul>',
      '<li>los</li>',
      '<p>open',
      '<p>x</b></p>',
      '<p><b><b>x</b></b></p>',
      '<p>x</p></p>',
      '<h1>Kop</h1>',
      '<div>blok</div>',
      '<p>A &amp; B</p>',
      '<p>5 > 3</p>',
      '<p>"citaat"</p>',
      '<P>hoofdletters</P>',
      '<p >spatie</p>',
      '<ul>x<li>a</li></ul>',
      '<ul><li>a<ul><li>b</li></ul></li></ul>',
      '<br>',
      'A & B',
      'regel een\nregel twee',
      'een "citaat"',
    ];
    for (const value of changed) expectSameAsFully(value);
    const kept = [
      '<p>Een <strong>vaste</strong> baan</p>',
      '<ul><li><em>a</em></li><li>b</li></ul>',
      ' <h3>Kop</h3>\n',
    ];
    for (const value of kept) {
      expect(isPlainCleanHtml(value)).toBe(true);
      expectSameAsFully(value);
    }
    // Plain text becomes paragraphs first; those, too, skip the sanitiser only when it changes nothing.
    for (const value of ['geen html', 'alinea een\n\nalinea twee', '\n\n  na witruimte\n\n\n', '€ 2.050 vóór 1 juli']) {
      expectSameAsFully(value);
    }
    for (const value of changed.slice(0, 13)) expect(isPlainCleanHtml(value)).toBe(false);
  });

  it('writes a lone `&` as `&amp;` and `&quot;` as `"`, as the sanitiser does, and leaves other entities to it', () => {
    expect(cleanHtmlOf('<p>Jansen & Zn. &amp; "zonen" &quot;B.V.&quot; 3 &lt; 4 &gt; 2 &</p>')).toBe(
      '<p>Jansen &amp; Zn. &amp; "zonen" "B.V." 3 &lt; 4 &gt; 2 &amp;</p>',
    );
    const others = [
      '&eacute;',
      '&amp',
      '&AMP;',
      '&#38;',
      '&#x26;',
      '&nbsp;',
      '&lt',
      '&quot',
      '&ampx;',
      '&0;',
      '&euro;',
    ];
    for (const entity of others) {
      const value = `<p>a ${entity} b</p>`;
      expect(cleanHtmlOf(value)).toBeNull();
      expectSameAsFully(value);
    }
    for (const value of ['A & B', 'een "citaat" & <meer>', 'a &amp; b\n\nc &quot;d&quot;']) expectSameAsFully(value);
  });

  it('gives what the sanitiser gives for random text of tags, ampersands, entities and quotes', () => {
    const pieces = [
      '&',
      '&amp;',
      '&lt;',
      '&gt;',
      '&quot;',
      '"',
      "'",
      ';',
      '#',
      'a',
      'amp',
      'Zn.',
      ' ',
      '\n',
      '€',
      '&#',
      '<',
      '>',
    ];
    const tags = ['p', 'h3', 'ul', 'li', 'strong', 'em'];
    let seed = 40_3;
    const next = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    let taken = 0;
    for (let round = 0; round < 3000; round++) {
      let text = '';
      for (let length = 1 + next(12); length > 0; length--) text += pieces[next(pieces.length)];
      const tag = tags[next(tags.length)] as string;
      const value =
        tag === 'ul' || tag === 'li'
          ? `<ul><li>${text}</li></ul>`
          : tag === 'p' || tag === 'h3'
            ? `<${tag}>${text}</${tag}>`
            : `<p><${tag}>${text}</${tag}></p>`;
      if (cleanHtmlOf(value) !== null) taken++;
      expectSameAsFully(value);
    }
    expect(taken).toBeGreaterThan(500);
  });
});
