import type { Browser } from '@playwright/test';
import { generate } from 'otplib';
import { startTestIdentityProvider } from '../../apps/server/src/testing/identity-provider';
import { expect, test, visitPage } from '../support/fixtures';
import { acceptInvitation, createOrganization, unique } from '../support/organizations';

// Issue 34.6: an administrator demands two-step verification of the organisation's people, and a
// colleague meets the wall and sets it up. The demand would wall in every journey beside this one,
// so it runs in an organisation of its own, made by the super user as the console makes one.

/** A new organisation whose administrator (logged in, returned) has invited the coach Sem de Wit. */
async function organizationWithInvitedCoach(
  browser: Browser,
  origin: string,
  people: { name: string; adminEmail: string; coachEmail: string },
) {
  await createOrganization(origin, {
    name: people.name,
    features: ['MembershipInvitations_Admin', 'Dossiers_Add'],
    administratorName: 'Noor Jansen',
    administratorEmail: people.adminEmail,
  });
  const admin = await acceptInvitation(browser, origin, people.adminEmail, 'Beheer-wachtwoord-1');
  await expect(admin.page.getByTestId('organization-switcher')).toHaveText(`Omgeving: ${people.name}`);
  await admin.page.goto('/settings/organization/members/new');
  await admin.page.getByLabel('E-mailadres').fill(people.coachEmail);
  await admin.page.getByLabel('Naam').fill('Sem de Wit');
  await admin.page.getByRole('button', { name: 'Uitnodiging versturen' }).click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Sem de Wit' })).toBeVisible();
  return admin;
}

test('an administrator demands two-step verification of colleagues; an invited coach meets the wall and sets it up', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const origin = baseURL ?? '';
  const name = `Werkroute ${unique()}`;
  const adminEmail = `beheer-${unique()}@voorbeeld.nl`;
  const coachEmail = `coach-${unique()}@voorbeeld.nl`;
  // The administrator invites a coach, then demands two-step verification of colleagues.
  const admin = await organizationWithInvitedCoach(browser, origin, { name, adminEmail, coachEmail });

  await admin.page.goto('/settings/organization/security');
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Beveiligingseisen' })).toBeVisible();
  const form = admin.page.getByRole('form', { name: 'Eis toevoegen' });
  await form.getByLabel('Voor wie').click();
  await admin.page.getByRole('option', { name: 'Medewerkers' }).click();
  await form.getByLabel('Tweestapsverificatie verplicht').check();
  await form.getByRole('button', { name: 'Eis toevoegen' }).click();
  // The administrator is one of the colleagues: the demand holds for them at once.
  await expect(admin.page.getByRole('heading', { name: 'Extra eisen aan beveiliging' })).toBeVisible();
  await admin.page.goto('/settings/organization/members');
  await expect(admin.page.getByRole('heading', { name: 'Extra eisen aan beveiliging' })).toBeVisible();
  await admin.context.close();

  // The coach accepts the invitation and meets the wall before anything else.
  const coach = await acceptInvitation(browser, origin, coachEmail, 'Coach-wachtwoord-1');
  await expect(coach.page.getByRole('heading', { name: 'Extra eisen aan beveiliging' })).toBeVisible();
  await expect(
    coach.page.getByText('Inloggen met tweestapsverificatie (een code uit een authenticator-app).'),
  ).toBeVisible();
  await coach.page.goto('/dossiers');
  await expect(coach.page.getByRole('heading', { name: 'Extra eisen aan beveiliging' })).toBeVisible();
  await visitPage(coach.page, 'extra-security-coach');

  await coach.page.getByRole('button', { name: 'Tweestapsverificatie instellen' }).click();
  const secret = ((await coach.page.getByTestId('mfa-secret').textContent()) ?? '').replace(/\s/g, '');
  await coach.page.getByLabel('Code uit je authenticator-app').fill(await generate({ secret }));
  await coach.page.getByRole('button', { name: 'Bevestigen' }).click();
  await coach.page.getByLabel('Ik heb mijn herstelcodes bewaard').check();
  await coach.page.getByRole('button', { name: 'Verder' }).click();
  await expect(coach.page.getByRole('heading', { name: 'Extra eisen aan beveiliging' })).toHaveCount(0);
  // A coach lands on their candidates.
  await expect(coach.page.getByRole('heading', { level: 1, name: 'Kandidaten Beheren' })).toBeVisible();
  await visitPage(coach.page, 'extra-security-coach-passed');
  await coach.context.close();
});

test('an organisation demands login through its identity provider; an invited coach logs in through it', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const origin = baseURL ?? '';
  const name = `Werkroute ${unique()}`;
  const adminEmail = `beheer-${unique()}@voorbeeld.nl`;
  const coachEmail = `coach-${unique()}@voorbeeld.nl`;
  // A real OpenID Connect provider (the same one the server's tests use), knowing both people.
  const provider = await startTestIdentityProvider({
    redirectUri: `${origin}/api/v1/identity_provider/callback`,
    accounts: { noor: { email: adminEmail, emailVerified: true }, sem: { email: coachEmail, emailVerified: true } },
  });
  try {
    const admin = await organizationWithInvitedCoach(browser, origin, { name, adminEmail, coachEmail });

    await admin.page.goto('/settings/organization/security');
    const settings = admin.page.getByRole('form', { name: 'Identity provider instellen' });
    await settings.getByLabel('Naam').fill('Werkroute Entra ID');
    await settings.getByLabel('Issuer-URL').fill(provider.issuer);
    await settings.getByLabel('Client-ID').fill(provider.clientId);
    await settings.getByLabel('Client-secret').fill(provider.clientSecret);
    await settings.getByRole('button', { name: 'Identity provider opslaan' }).click();
    const form = admin.page.getByRole('form', { name: 'Eis toevoegen' });
    await form.getByLabel('Voor wie').click();
    await admin.page.getByRole('option', { name: 'Medewerkers' }).click();
    await form.getByLabel('Inloggen via Werkroute Entra ID verplicht').check();
    await visitPage(admin.page, 'security-requirements-provider');
    await form.getByRole('button', { name: 'Eis toevoegen' }).click();
    // The administrator logged in with a password: the demand walls them in at once, too.
    await expect(admin.page.getByRole('heading', { name: 'Extra eisen aan beveiliging' })).toBeVisible();
    await admin.context.close();

    const coach = await acceptInvitation(browser, origin, coachEmail, 'Coach-wachtwoord-1');
    await expect(coach.page.getByRole('heading', { name: 'Extra eisen aan beveiliging' })).toBeVisible();
    await expect(coach.page.getByText('Inloggen via Werkroute Entra ID.')).toBeVisible();
    await visitPage(coach.page, 'extra-security-provider');
    await coach.page.getByRole('link', { name: 'Inloggen via Werkroute Entra ID' }).click();
    // The provider's own (development) sign-in and consent pages.
    await coach.page.locator('input[name="login"]').fill('sem');
    await coach.page.locator('input[name="password"]').fill('wat-de-provider-vraagt');
    await coach.page.locator('button[type="submit"]').click();
    await coach.page.locator('button[type="submit"]').click();
    await expect(coach.page.getByRole('heading', { level: 1, name: 'Kandidaten Beheren' })).toBeVisible();
    await expect(coach.page).toHaveURL(new RegExp(`^${origin}/`));
    await visitPage(coach.page, 'provider-login-passed');
    await coach.context.close();
  } finally {
    await provider.close();
  }
});
