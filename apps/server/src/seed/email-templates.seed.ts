import type { Db } from '@koers/server-core/db/database';
import { emailTemplates, organizationEmailSettings } from '../schema/email-templates.table';
import { demoId } from './demo-ids';
import { DEMO_ORGANIZATIONS } from './demo-people';

/**
 * Werkpad's mail (issue 34.4): its sender name, reply-to address and footer, and its own wording
 * of the daily digest, so the e-mail settings show both an own text and the defaults.
 */
export async function seedEmailTemplates(db: Db): Promise<void> {
  const organizationId = demoId(DEMO_ORGANIZATIONS.werkpad.key);
  await db.insert(organizationEmailSettings).values({
    id: demoId('email-settings:werkpad'),
    organizationId,
    senderName: 'Werkpad Re-integratie',
    replyTo: 'info@werkpad.demo.koers.nl',
    footer: 'Werkpad Re-integratie · Oudegracht 100, 3511 AX Utrecht · 030 123 45 67',
  });
  await db.insert(emailTemplates).values({
    id: demoId('email-template:werkpad:notification_digest'),
    organizationId,
    emailType: 'notification_digest',
    subject: 'Werkpad: {{aantal_meldingen}} in Koers',
    body: [
      'Goedemorgen {{naam}},',
      '',
      'Je hebt {{aantal_meldingen}} in Koers:',
      '',
      '{{meldingen}}',
      '',
      'Al je meldingen: {{overzicht_link}}',
      '',
      'Een goede dag gewenst!',
      'Het team van {{organisatie}}',
      '',
      'Minder of meer e-mail? Dat stel je hier in: {{instellingen_link}}',
    ].join('\n'),
  });
}
