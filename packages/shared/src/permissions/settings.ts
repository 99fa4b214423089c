import type { Actor } from './actor';
import { assessmentPolicy } from './assessment.policy';
import { securitySettingsPolicy } from './authentication-requirements.policy';
import { customContentPolicy } from './custom-content.policy';
import { memberPolicy, teamPolicy } from './member.policy';
import { notificationPolicy } from './notification.policy';
import { organizationPolicy } from './organization.policy';
import { outcomePolicy } from './outcome.policy';
import { privacyPolicy } from './privacy.policy';
import { themePolicy } from './theme.policy';

/**
 * The settings hub (`/settings`, SPEC §2.2): what this person may manage, as one pure function of
 * the actor beside the menu rules. Like the menu it knows every entry; the web app leaves out
 * those whose screen (a route name) this build does not have.
 */
export type SettingsGroup = 'personal' | 'organization';

export type SettingsEntry = {
  key: string;
  group: SettingsGroup;
  label: string;
  description: string;
  to: string;
  /** Route name of SPEC §2.2 whose screen must be built. */
  screen: string;
};

export const SETTINGS_GROUP_LABELS: Record<SettingsGroup, string> = {
  personal: 'Persoonlijk',
  organization: 'Organisatie',
};

/** The entries of the settings hub for one actor, in display order. */
export function settingsEntriesFor(actor: Actor): SettingsEntry[] {
  const entries: SettingsEntry[] = [
    {
      key: 'personal',
      group: 'personal',
      label: 'Mijn account',
      description: 'Je naam, e-mailadres, wachtwoord, tweestapsverificatie en waar je bent ingelogd.',
      to: '/settings/personal',
      screen: 'settings.personal',
    },
  ];
  if (notificationPolicy.use(actor)) {
    entries.push({
      key: 'personal-email-settings',
      group: 'personal',
      label: 'E-mailinstellingen',
      description: 'Hoe vaak je e-mail krijgt over je meldingen.',
      to: '/settings/personal/email-settings',
      screen: 'settings.personal.email-settings',
    });
  }
  if (privacyPolicy.exportOwnData(actor)) {
    entries.push({
      key: 'privacy',
      group: 'personal',
      label: 'Privacy',
      description: 'Download alle gegevens die Koers over je bewaart.',
      to: '/settings/personal/privacy',
      screen: 'settings.personal.privacy',
    });
  }
  if (memberPolicy.list(actor)) {
    entries.push({
      key: 'members',
      group: 'organization',
      label: 'Collega’s',
      description: memberPolicy.invite(actor)
        ? 'Collega’s uitnodigen, hun rechten wijzigen en accounts deactiveren.'
        : 'De rechten van collega’s wijzigen en accounts deactiveren.',
      to: '/settings/organization/members',
      screen: 'settings.organization.members',
    });
  }
  if (organizationPolicy.manage(actor)) {
    entries.push({
      key: 'organization-email-settings',
      group: 'organization',
      label: 'E-mails van de organisatie',
      description: 'De afzender, het antwoordadres, de voettekst en de tekst van elke e-mail die Koers verstuurt.',
      to: '/settings/organization/email-settings',
      screen: 'settings.organization.email-settings',
    });
  }
  if (teamPolicy.view(actor)) {
    entries.push({
      key: 'team',
      group: 'organization',
      label: 'Team',
      description: 'Per coach de actieve dossiers, de trajecten die binnenkort eindigen en de laatste activiteit.',
      to: '/team',
      screen: 'team',
    });
  }
  if (themePolicy.manage(actor)) {
    entries.push({
      key: 'theme',
      group: 'organization',
      label: 'Huisstijl',
      description: 'De kleuren en de naam die Koers toont op het webadres van de organisatie.',
      to: '/theme',
      screen: 'theme',
    });
  }
  if (customContentPolicy.manage(actor)) {
    entries.push({
      key: 'content',
      group: 'organization',
      label: 'Onboarding, pagina’s en menu',
      description: 'De onboarding van nieuwe kandidaten, eigen pagina’s en links in het menu, per rol.',
      to: '/settings/organization/content',
      screen: 'settings.organization.content',
    });
  }
  if (outcomePolicy.report(actor)) {
    entries.push({
      key: 'reports',
      group: 'organization',
      label: 'Rapportages',
      description:
        'Gestarte, actieve, beëindigde en geplaatste kandidaten per periode, trajectsoort en coach; als CSV.',
      to: '/settings/organization/reports',
      screen: 'settings.organization.reports',
    });
  }
  if (securitySettingsPolicy.view(actor)) {
    entries.push({
      key: 'security',
      group: 'organization',
      label: 'Beveiligingseisen',
      description: 'Tweestapsverificatie, e-maildomein of inloggen via jullie identity provider, per soort gebruiker.',
      to: '/settings/organization/security',
      screen: 'settings.organization.security',
    });
  }
  if (assessmentPolicy.manageTerms(actor)) {
    entries.push({
      key: 'assessment-terms',
      group: 'organization',
      label: 'Testen en credits',
      description: 'Per test de prijs die jullie met de aanbieder afspraken en de credits die jullie nog hebben.',
      to: '/settings/organization/tests',
      screen: 'settings.organization.tests',
    });
  }
  return entries;
}

/** Entries whose screen exists in this build of the web app. */
export function builtSettings(entries: readonly SettingsEntry[], isBuilt: (screen: string) => boolean) {
  return entries.filter((entry) => isBuilt(entry.screen));
}
