import { CANDIDATE_INVITATION_DAYS } from './dossiers';

/**
 * Every e-mail Koers sends (issue 34.4), with its named placeholders and default text. An
 * organisation may word each one itself (`/settings/email-type/{emailTypeId}/email-templates`);
 * the mailer renders every mail from the organisation's text or this default, and the editor's
 * live preview uses the same `renderEmail` with the example values below.
 */
export type EmailPlaceholder = { name: string; description: string; example: string };

const p = (name: string, description: string, example: string): EmailPlaceholder => ({ name, description, example });

const NAME = p('naam', 'De naam van wie de e-mail krijgt', 'Daan de Vries');
const ORGANIZATION = p('organisatie', 'De naam van je organisatie', 'Werkpad Re-integratie');
const LINK = p('link', 'De link die de ontvanger moet openen', 'https://koers.example/link/voorbeeld');
const INVITER = p('uitnodiger', 'Wie de uitnodiging verstuurde', 'Sanne Jansen');
const DAYS = p('dagen', 'Hoeveel dagen de link geldig is', String(CANDIDATE_INVITATION_DAYS));
const EMPLOYER = p('werkgever', 'De werkgever van de contactpersoon', 'Bouwbedrijf Van Dijk');
const RIGHTS = p('rechten', 'De rechten van de collega', 'coach en accountmanager');
const SETTINGS_LINK = p(
  'instellingen_link',
  'De link naar de e-mailinstellingen van de ontvanger',
  'https://koers.example/settings/personal/email-settings',
);

type EmailTypeDefinition = {
  label: string;
  description: string;
  placeholders: readonly EmailPlaceholder[];
  /** Placeholders the mail cannot do without (the link that does the work). */
  required: readonly string[];
  subject: string;
  body: string;
};

const GREETING = 'Beste {{naam}},';
const REGARDS = 'Met vriendelijke groet,\n{{organisatie}}';

const invitationBody = (as: string, what: string, askFor: string) =>
  [
    GREETING,
    '',
    `{{uitnodiger}} van {{organisatie}} nodigt je${as} uit voor Koers. ${what}`,
    '',
    'Via deze link stel je je wachtwoord in en log je meteen in:',
    '',
    '{{link}}',
    '',
    `De link werkt één keer en is {{dagen}} dagen geldig. Is hij verlopen? Vraag ${askFor} dan om een nieuwe uitnodiging.`,
    '',
    REGARDS,
  ].join('\n');

const existingAccountBody = (as: string) =>
  [
    GREETING,
    '',
    `{{uitnodiger}} van {{organisatie}} nodigt je${as} uit om ook bij {{organisatie}} met Koers te werken. Je hebt al een account bij Koers met dit e-mailadres.`,
    '',
    'Via deze link log je in met je bestaande e-mailadres en wachtwoord en accepteer je de uitnodiging:',
    '',
    '{{link}}',
    '',
    'Pas als je accepteert, ziet {{organisatie}} dat je een account hebt. Ken je {{organisatie}} niet? Dan kun je deze e-mail negeren.',
    '',
    'De link is {{dagen}} dagen geldig.',
    '',
    REGARDS,
  ].join('\n');

const CANDIDATE_WHAT = 'Daar houd je je profiel bij, bekijk je vacatures en heb je contact met je coach.';
const CONTACT_WHAT =
  'Daar beheer je de vacatures van {{werkgever}}, zie je welke kandidaten ervoor worden voorgesteld en heb je contact met je accountmanager.';
const MEMBER_WHAT =
  'Daar werk je samen met je collega’s aan de dossiers van kandidaten en de contacten met werkgevers. Je rechten: {{rechten}}.';
const INVITATION_SUBJECT = 'Uitnodiging van {{organisatie}} voor Koers';
const NOTIFICATION_FOOTER =
  'Je krijgt deze e-mail door je e-mailinstellingen in Koers. Wijzigen kan hier: {{instellingen_link}}';

const WITH = p('met', 'Met wie de afspraak is', 'Sanne Jansen');
const WHEN = p('wanneer', 'De dag en de tijden van de afspraak', 'dinsdag 3 maart 2026 van 14:00 tot 15:00');
const WHERE = p('waar', 'De plaats en/of de videolink', 'Stationsplein 1, Utrecht');
const NOTE = p('notitie', 'De toelichting bij de afspraak (leeg als er geen is)', 'Neem je cv mee.');
const APPOINTMENT_PLACEHOLDERS = [NAME, ORGANIZATION, WITH, WHEN, WHERE, NOTE] as const;
const appointmentBody = (opening: string, closing: string) =>
  [GREETING, '', opening, '', 'Wanneer: {{wanneer}}', 'Waar: {{waar}}', '{{notitie}}', '', closing, '', REGARDS].join(
    '\n',
  );

export const EMAIL_TYPES = {
  password_reset: {
    label: 'Wachtwoord herstellen',
    description: 'De link om een nieuw wachtwoord in te stellen.',
    placeholders: [NAME, ORGANIZATION, LINK],
    required: ['link'],
    subject: 'Nieuw wachtwoord instellen voor Koers',
    body: [
      GREETING,
      '',
      'Je hebt gevraagd om een nieuw wachtwoord voor Koers. Via deze link stel je het in:',
      '',
      '{{link}}',
      '',
      'De link werkt één keer en is een uur geldig. Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft dan hetzelfde.',
      '',
      REGARDS,
    ].join('\n'),
  },
  candidate_invitation: {
    label: 'Uitnodiging kandidaat',
    description: 'Een kandidaat zonder account kiest een wachtwoord en logt in.',
    placeholders: [NAME, ORGANIZATION, INVITER, LINK, DAYS],
    required: ['link'],
    subject: INVITATION_SUBJECT,
    body: invitationBody('', CANDIDATE_WHAT, 'je coach'),
  },
  candidate_invitation_existing_account: {
    label: 'Uitnodiging kandidaat met een bestaand account',
    description: 'Een kandidaat die al een account heeft, accepteert door in te loggen.',
    placeholders: [NAME, ORGANIZATION, INVITER, LINK, DAYS],
    required: ['link'],
    subject: INVITATION_SUBJECT,
    body: existingAccountBody(''),
  },
  contact_invitation: {
    label: 'Uitnodiging contactpersoon',
    description: 'De contactpersoon van een werkgever kiest een wachtwoord en logt in.',
    placeholders: [NAME, ORGANIZATION, INVITER, EMPLOYER, LINK, DAYS],
    required: ['link'],
    subject: INVITATION_SUBJECT,
    body: invitationBody(' als contactpersoon van {{werkgever}}', CONTACT_WHAT, '{{uitnodiger}}'),
  },
  contact_invitation_existing_account: {
    label: 'Uitnodiging contactpersoon met een bestaand account',
    description: 'Een contactpersoon die al een account heeft, accepteert door in te loggen.',
    placeholders: [NAME, ORGANIZATION, INVITER, EMPLOYER, LINK, DAYS],
    required: ['link'],
    subject: INVITATION_SUBJECT,
    body: existingAccountBody(' als contactpersoon van {{werkgever}}'),
  },
  member_invitation: {
    label: 'Uitnodiging collega',
    description: 'Een nieuwe collega kiest een wachtwoord en logt in met de gekozen rechten.',
    placeholders: [NAME, ORGANIZATION, INVITER, RIGHTS, LINK, DAYS],
    required: ['link'],
    subject: INVITATION_SUBJECT,
    body: invitationBody(' als collega', MEMBER_WHAT, '{{uitnodiger}}'),
  },
  member_invitation_existing_account: {
    label: 'Uitnodiging collega met een bestaand account',
    description: 'Een collega die al een account heeft, accepteert door in te loggen.',
    placeholders: [NAME, ORGANIZATION, INVITER, RIGHTS, LINK, DAYS],
    required: ['link'],
    subject: INVITATION_SUBJECT,
    body: existingAccountBody(' als collega'),
  },
  email_change: {
    label: 'Nieuw e-mailadres bevestigen',
    description: 'Naar het nieuwe adres, met de link die het de login maakt.',
    placeholders: [NAME, ORGANIZATION, LINK],
    required: ['link'],
    subject: 'Bevestig je nieuwe e-mailadres voor Koers',
    body: [
      GREETING,
      '',
      'Je hebt gevraagd om voortaan met dit e-mailadres in te loggen bij Koers. Bevestig het via deze link:',
      '',
      '{{link}}',
      '',
      'De link werkt één keer en is 24 uur geldig. Tot je bevestigt, log je in met je huidige e-mailadres. Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren.',
      '',
      REGARDS,
    ].join('\n'),
  },
  email_change_taken: {
    label: 'Nieuw e-mailadres al in gebruik',
    description: 'Naar het gevraagde adres, als daarmee al een ander account inlogt.',
    placeholders: [NAME, ORGANIZATION],
    required: [],
    subject: 'Bevestig je nieuwe e-mailadres voor Koers',
    body: [
      GREETING,
      '',
      '{{naam}} vroeg om voortaan met dit e-mailadres in te loggen bij Koers. Met dit adres logt al een ander account in, dus dat kan niet.',
      '',
      'Was jij dit? Kies dan in Koers een ander e-mailadres. Was jij het niet? Dan kun je deze e-mail negeren.',
      '',
      REGARDS,
    ].join('\n'),
  },
  email_changed: {
    label: 'E-mailadres gewijzigd',
    description: 'Naar het oude adres, zodat de eigenaar het meteen weet.',
    placeholders: [NAME, ORGANIZATION, p('nieuw_e_mailadres', 'Het nieuwe e-mailadres', 'daan@voorbeeld.nl')],
    required: [],
    subject: 'Je e-mailadres voor Koers is gewijzigd',
    body: [
      GREETING,
      '',
      'Je logt voortaan bij Koers in met {{nieuw_e_mailadres}}, niet meer met dit adres.',
      '',
      'Heb je dit niet zelf gedaan? Neem dan meteen contact op met de beheerder van je organisatie.',
      '',
      REGARDS,
    ].join('\n'),
  },
  notification: {
    label: 'Melding',
    description: 'Eén melding, meteen na wat er gebeurde (e-mailinstelling ‘direct’).',
    placeholders: [
      NAME,
      ORGANIZATION,
      p('titel', 'De titel van de melding', 'Nieuw bericht van Sanne Jansen'),
      p('tekst', 'De tekst van de melding', 'Ik heb een mooie vacature voor je gevonden.'),
      p('link', 'De link naar wat er gebeurde', 'https://koers.example/conversations/voorbeeld'),
      SETTINGS_LINK,
    ],
    required: [],
    subject: 'Koers: {{titel}}',
    body: [
      GREETING,
      '',
      '{{titel}}',
      '{{tekst}}',
      'Bekijk het in Koers: {{link}}',
      '',
      REGARDS,
      '',
      NOTIFICATION_FOOTER,
    ].join('\n'),
  },
  notification_digest: {
    label: 'Dagelijks overzicht',
    description: 'Eén e-mail per dag met alle nieuwe meldingen (e-mailinstelling ‘dagelijks’).',
    placeholders: [
      NAME,
      ORGANIZATION,
      p('aantal_meldingen', 'Het aantal nieuwe meldingen, in woorden', '2 nieuwe meldingen'),
      p(
        'meldingen',
        'De meldingen, elk met tijdstip, titel, tekst en link',
        '27 november 2026 om 14:05\nNieuw bericht van Sanne Jansen\nIk heb een mooie vacature voor je gevonden.\nBekijk het in Koers: https://koers.example/conversations/voorbeeld',
      ),
      p('overzicht_link', 'De link naar alle meldingen', 'https://koers.example/notifications'),
      SETTINGS_LINK,
    ],
    required: ['meldingen'],
    subject: 'Koers: {{aantal_meldingen}}',
    body: [
      GREETING,
      '',
      'Je hebt {{aantal_meldingen}} in Koers:',
      '',
      '{{meldingen}}',
      '',
      'Al je meldingen: {{overzicht_link}}',
      '',
      REGARDS,
      '',
      NOTIFICATION_FOOTER,
    ].join('\n'),
  },
  appointment_planned: {
    label: 'Afspraak gepland',
    description: 'Naar de kandidaat en de coach, met de afspraak als agenda-uitnodiging (.ics).',
    placeholders: APPOINTMENT_PLACEHOLDERS,
    required: ['wanneer'],
    subject: 'Afspraak met {{met}} op {{wanneer}}',
    body: appointmentBody(
      'Er is een afspraak gepland met {{met}}.',
      'De afspraak zit als bijlage bij deze e-mail: open die om haar in je agenda te zetten.',
    ),
  },
  appointment_changed: {
    label: 'Afspraak gewijzigd',
    description: 'Naar de kandidaat en de coach als de afspraak verandert, met de bijgewerkte uitnodiging.',
    placeholders: APPOINTMENT_PLACEHOLDERS,
    required: ['wanneer'],
    subject: 'Gewijzigd: afspraak met {{met}} op {{wanneer}}',
    body: appointmentBody(
      'De afspraak met {{met}} is gewijzigd. Zo ziet ze er nu uit:',
      'Open de bijlage om de afspraak in je agenda bij te werken.',
    ),
  },
  appointment_cancelled: {
    label: 'Afspraak geannuleerd',
    description: 'Naar de kandidaat en de coach als de afspraak niet doorgaat.',
    placeholders: APPOINTMENT_PLACEHOLDERS,
    required: ['wanneer'],
    subject: 'Geannuleerd: afspraak met {{met}} op {{wanneer}}',
    body: appointmentBody(
      'De afspraak met {{met}} gaat niet door.',
      'Open de bijlage om de afspraak uit je agenda te halen.',
    ),
  },
  saved_search_alert: {
    label: 'Nieuwe vacatures in een bewaarde zoekopdracht',
    description: 'De nieuwe vacatures van een bewaarde zoekopdracht, dagelijks of wekelijks.',
    placeholders: [
      NAME,
      ORGANIZATION,
      p('zoekopdracht', 'De naam van de bewaarde zoekopdracht', 'Timmerman rond Amersfoort'),
      p('aantal_vacatures', 'Het aantal nieuwe vacatures, in woorden', '2 nieuwe vacatures'),
      p(
        'vacatures',
        'De nieuwe vacatures, elk met titel, werkgever, plaats en link',
        'Timmerman — Bouwbedrijf Van Dijk, Amersfoort\nBekijk de vacature: https://koers.example/deeplinks/voorbeeld',
      ),
      p(
        'zoekopdracht_link',
        'De link naar de zoekopdracht in Koers',
        'https://koers.example/vacancies/found?q=timmerman',
      ),
      p('beheren_link', 'De link naar de bewaarde zoekopdrachten', 'https://koers.example/vacancies/searches'),
    ],
    required: ['vacatures'],
    subject: 'Koers: {{aantal_vacatures}} voor ‘{{zoekopdracht}}’',
    body: [
      GREETING,
      '',
      'Er zijn {{aantal_vacatures}} voor je bewaarde zoekopdracht ‘{{zoekopdracht}}’:',
      '',
      '{{vacatures}}',
      '',
      'De hele zoekopdracht: {{zoekopdracht_link}}',
      '',
      REGARDS,
      '',
      'Minder vaak, pauzeren of stoppen? Dat doe je hier: {{beheren_link}}',
    ].join('\n'),
  },
} as const satisfies Record<string, EmailTypeDefinition>;

export type EmailTypeId = keyof typeof EMAIL_TYPES;
export const EMAIL_TYPE_IDS = Object.keys(EMAIL_TYPES) as EmailTypeId[];

export function isEmailTypeId(value: string): value is EmailTypeId {
  return Object.hasOwn(EMAIL_TYPES, value);
}

/** The values one type's mail fills in: every placeholder of the type, by name. */
export type EmailValues<T extends EmailTypeId> = Record<
  (typeof EMAIL_TYPES)[T]['placeholders'][number]['name'],
  string
>;

/** The example values of a type, for the live preview. */
export function exampleValues(type: EmailTypeId): Record<string, string> {
  return Object.fromEntries(
    EMAIL_TYPES[type].placeholders.map((placeholder) => [placeholder.name, placeholder.example]),
  );
}

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The names of the placeholders a text uses, in order, each once. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))];
}

/** What is wrong with a subject or body of this type, in Dutch; null when nothing is. */
export function templateProblem(type: EmailTypeId, text: string, part: 'subject' | 'body'): string | null {
  const known = new Set<string>(EMAIL_TYPES[type].placeholders.map((placeholder) => placeholder.name));
  const unknown = placeholdersIn(text).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    const names = unknown.map((name) => `{{${name}}}`).join(', ');
    return unknown.length === 1
      ? `De plaatshouder ${names} bestaat niet voor deze e-mail.`
      : `De plaatshouders ${names} bestaan niet voor deze e-mail.`;
  }
  if (part === 'body') {
    const used = new Set(placeholdersIn(text));
    const missing = EMAIL_TYPES[type].required.filter((name) => !used.has(name));
    if (missing.length > 0) return `De tekst moet {{${missing[0]}}} bevatten, anders mist de ontvanger wat nodig is.`;
  }
  return null;
}

/** Fills the placeholders with the values; an unknown one stays as written. */
export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? '') : whole,
  );
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function paragraphHtml(paragraph: string): string {
  const escaped = escapeHtml(paragraph).replace(
    /(https?:\/\/[^\s<]+)/g,
    '<a href="$1" style="color:#1a1a1a;text-decoration:underline">$1</a>',
  );
  return `<p style="margin:0 0 16px">${escaped.replace(/\n/g, '<br>')}</p>`;
}

/** The organisation's look of a mail: its name (in the header), its colour and its footer. */
export type EmailLayout = { organizationName: string; colour: string; footer: string };

export type RenderedEmail = { subject: string; text: string; html: string };

/** A colour as `#rrggbb`, else Koers' own blue (a theme may hold anything). */
function safeColour(colour: string): string {
  return /^#[0-9a-fA-F]{6}$/.test(colour) ? colour : '#3C91E5';
}

/** Dark text on light colours, white on dark ones (WCAG relative luminance). */
function textOn(colour: string): string {
  const channel = (offset: number) => {
    const value = Number.parseInt(colour.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.179 ? '#1a1a1a' : '#ffffff';
}

/**
 * One mail from a subject and body with placeholders: the plain-text part (body, then the
 * organisation's footer) and the HTML part (the same paragraphs under a header in the
 * organisation's colour). Subjects are one line.
 */
export function renderEmail(
  template: { subject: string; body: string },
  values: Record<string, string>,
  layout: EmailLayout,
): RenderedEmail {
  const subject = fillTemplate(template.subject, values).replace(/\s+/g, ' ').trim();
  const body = fillTemplate(template.body, values).replace(/\r\n/g, '\n').trim();
  const footer = layout.footer.replace(/\r\n/g, '\n').trim();
  const text = footer ? `${body}\n\n-- \n${footer}` : body;
  const colour = safeColour(layout.colour);
  const paragraphs = body
    .split(/\n{2,}/)
    .map((paragraph) => paragraphHtml(paragraph))
    .join('\n');
  const footerHtml = footer
    ? `<div style="padding:16px 24px;border-top:1px solid #dddddd;color:#555555;font-size:13px">${escapeHtml(footer).replace(/\n/g, '<br>')}</div>`
    : '';
  const html = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;font-size:15px;line-height:1.5">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:4px;overflow:hidden">
<div style="background:${colour};color:${textOn(colour)};padding:16px 24px;font-size:18px;font-weight:bold">${escapeHtml(layout.organizationName)}</div>
<div style="padding:24px">
${paragraphs}
</div>
${footerHtml}
</div>
</body></html>`;
  return { subject, text, html };
}
