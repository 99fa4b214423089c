import { DEFAULT_PALETTE } from '@koers/shared/constants';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CurrentContextProvider } from '../../lib/session/current-context';
import type { Session } from '../../lib/session/get-session';
import { actorOf, type UserContext } from '../../lib/session/user-context';
import { createAppTheme } from '../../lib/theme/create-app-theme';
import { ShellLayout } from './shell-layout';

const NO_RIGHTS = { administrator: false, accountManager: false, coach: false, canManageOtherCandidates: false };

function context(overrides: Partial<UserContext>): UserContext {
  return {
    id: 'ctx-1',
    userType: 'client',
    label: 'Kandidaat',
    name: 'Daan Bakker',
    email: 'daan@example.nl',
    user: { id: 'user-1', name: 'Daan Bakker', supportChatUserHash: null, supportChatId: null },
    organization: {
      id: 'org-1',
      uuid: 'org-1',
      name: 'Werkpad Re-integratie',
      helpLinks: { staff: null, client: null, contact: null },
    },
    rights: NO_RIGHTS,
    roles: ['client'],
    roleTypeId: null,
    teamMemberId: null,
    features: [],
    subscription: { endsOn: '2099-12-31', active: true },
    authenticationRequirementsMet: true,
    dossierId: null,
    employerContactId: null,
    ...overrides,
  };
}

function renderShell(userContext: UserContext) {
  const session: Session = {
    id: 'session-1',
    expiresAt: '2099-01-01T00:00:00Z',
    mfaVerified: false,
    user: { id: 'user-1', name: userContext.name, email: userContext.email, mfaEnabled: false },
    userContexts: [userContext],
  };
  const value = { session, userContext, actor: actorOf(userContext), switchContext: vi.fn() };
  const router = createMemoryRouter(
    [
      {
        element: (
          <CurrentContextProvider value={value}>
            <ShellLayout />
          </CurrentContextProvider>
        ),
        children: [{ path: '/pages', element: <p>Het scherm</p> }],
      },
    ],
    { initialEntries: ['/pages'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ThemeProvider theme={createAppTheme(DEFAULT_PALETTE)}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

describe('the subscription wall and banner (SPEC §4, §8)', () => {
  it("a candidate of an organisation whose subscription ended sees 'Abonnement verlopen' instead of the screen", async () => {
    renderShell(context({ subscription: { endsOn: '2025-12-31', active: false } }));
    expect(await screen.findByRole('heading', { name: 'Abonnement verlopen' })).toBeInTheDocument();
    expect(screen.getByText('Deze omgeving is op dit moment niet beschikbaar.')).toBeInTheDocument();
    expect(screen.getByText(/contactpersoon of met de beheerder van je organisatie/)).toBeInTheDocument();
    expect(screen.queryByText('Het scherm')).toBeNull();
  });

  it("without any subscription the page says 'Geen toegang'", async () => {
    renderShell(context({ subscription: { endsOn: null, active: false } }));
    expect(await screen.findByRole('heading', { name: 'Geen toegang' })).toBeInTheDocument();
  });

  it('an administrator keeps working and sees the expired-subscription banner', async () => {
    renderShell(
      context({
        userType: 'member',
        label: 'Werkpad Re-integratie',
        rights: { ...NO_RIGHTS, administrator: true },
        roles: ['administrator'],
        subscription: { endsOn: '2025-12-31', active: false },
      }),
    );
    expect(await screen.findByText('Het scherm')).toBeInTheDocument();
    expect(
      screen.getByText(/Het abonnement van Werkpad Re-integratie is verlopen op 31 december 2025\./),
    ).toBeInTheDocument();
  });

  it('a super-user is never walled by the subscription', async () => {
    renderShell(
      context({
        userType: 'maintainer',
        label: 'Super-user',
        roles: ['maintainer'],
        subscription: { endsOn: null, active: false },
      }),
    );
    expect(await screen.findByText('Het scherm')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Geen toegang' })).toBeNull();
  });

  it('shows the context label of SPEC §1 in the app bar, with the switcher disabled for one context', async () => {
    renderShell(context({}));
    const switcher = await screen.findByTestId('organization-switcher');
    expect(switcher).toHaveTextContent('Kandidaat');
    expect(switcher).toBeDisabled();
  });
});
