import { describe, expect, it } from 'vitest';
import { CorpusGenerator } from '../../../demo/corpus-generator';
import { htmlToText, isPlainCleanHtml, sanitizeVacancyHtmlAndText, sanitizeVacancyHtmlFully } from './sanitize';

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
  it('gives what the sanitiser gives for every text of the demo corpus, and takes most of them', () => {
    const generator = new CorpusGenerator({ count: 1500, seed: 'sanitize', now: new Date('2026-06-15T12:00:00Z') });
    let texts = 0;
    let shortcut = 0;
    for (const record of generator.records()) {
      for (const field of FIELDS) {
        const value = record[field];
        if (typeof value !== 'string') continue;
        texts++;
        if (isPlainCleanHtml(value)) shortcut++;
        expectSameAsFully(value);
      }
    }
    expect(texts).toBeGreaterThan(5000);
    expect(shortcut / texts).toBeGreaterThan(0.9);
  });

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
});
