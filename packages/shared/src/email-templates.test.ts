import { describe, expect, it } from 'vitest';
import {
  EMAIL_TYPE_IDS,
  EMAIL_TYPES,
  exampleValues,
  placeholdersIn,
  renderEmail,
  templateProblem,
} from './email-templates';

const layout = { organizationName: 'Werkpad', colour: '#1B5E20', footer: '' };

describe('the e-mail catalogue', () => {
  it.each(EMAIL_TYPE_IDS)('%s: its default text passes its own rules and fills every placeholder', (type) => {
    const { subject, body } = EMAIL_TYPES[type];
    expect(templateProblem(type, subject, 'subject')).toBeNull();
    expect(templateProblem(type, body, 'body')).toBeNull();
    const mail = renderEmail({ subject, body }, exampleValues(type), layout);
    expect(placeholdersIn(mail.subject + mail.text)).toEqual([]);
  });

  it('names an unknown placeholder, and the one a body cannot do without', () => {
    expect(templateProblem('password_reset', 'Hoi {{ voornaam }} {{link}}', 'body')).toBe(
      'De plaatshouder {{voornaam}} bestaat niet voor deze e-mail.',
    );
    expect(templateProblem('password_reset', 'Hoi {{naam}}', 'body')).toMatch(/\{\{link\}\}/);
    expect(templateProblem('password_reset', 'Hoi {{naam}}', 'subject')).toBeNull();
  });
});

describe('renderEmail', () => {
  it('escapes what the values hold in the HTML part, links URLs, adds the footer to both parts', () => {
    const mail = renderEmail(
      { subject: 'Hoi {{naam}}', body: 'Beste {{naam}},\n\nKlik {{link}}' },
      { naam: '<b>Daan</b>', link: 'https://koers.test/x?a=1&b=2' },
      { ...layout, footer: 'Werkpad · Utrecht' },
    );
    expect(mail.subject).toBe('Hoi <b>Daan</b>');
    expect(mail.text).toBe('Beste <b>Daan</b>,\n\nKlik https://koers.test/x?a=1&b=2\n\n-- \nWerkpad · Utrecht');
    expect(mail.html).toContain('Beste &#60;b&#62;Daan&#60;/b&#62;,');
    expect(mail.html).toContain('<a href="https://koers.test/x?a=1&#38;b=2"');
    expect(mail.html).toContain('background:#1B5E20;color:#ffffff');
    expect(mail.html).toContain('Werkpad · Utrecht');
  });

  it('takes Koers’ blue for a colour that is no colour, and dark text on a light one', () => {
    expect(renderEmail({ subject: 's', body: 'b' }, {}, { ...layout, colour: 'red;x' }).html).toContain(
      'background:#3C91E5',
    );
    expect(renderEmail({ subject: 's', body: 'b' }, {}, { ...layout, colour: '#FFEB3B' }).html).toContain(
      'color:#1a1a1a',
    );
  });
});
