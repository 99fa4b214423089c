import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Navigate, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RootLayout } from '../app/shell/root-layout';
import { closeSnackbar, enqueueSnackbar, KEPT_THROUGH_NAVIGATION_MS, SnackbarHost } from './snackbar';

afterEach(() => act(() => closeSnackbar()));

/** Pages under the root layout (which dismisses on navigation), with the snackbars beside them. */
function renderPages(pages: RouteObject[], initialPath: string) {
  const router = createMemoryRouter([{ element: <RootLayout />, children: pages }], { initialEntries: [initialPath] });
  render(
    <>
      <RouterProvider router={router} />
      <SnackbarHost />
    </>,
  );
  return router;
}

describe('snackbars', () => {
  it('shows at most three, the newest last, and closes one by its button', async () => {
    render(<SnackbarHost />);
    act(() => {
      for (const text of ['een', 'twee', 'drie', 'vier']) enqueueSnackbar(text, { variant: 'error' });
    });
    expect(screen.getAllByRole('alert').map((item) => item.textContent)).toEqual(['twee', 'drie', 'vier']);
    await userEvent.click(screen.getAllByRole('button', { name: 'Melding sluiten' })[0] as HTMLElement);
    expect(screen.getAllByRole('alert').map((item) => item.textContent)).toEqual(['drie', 'vier']);
  });

  it('show the same message once: again, it takes the place of the one shown', () => {
    render(<SnackbarHost />);
    act(() => {
      for (const text of ['Er ging iets mis!', 'De uitkomst kon niet worden geladen.', 'Er ging iets mis!'])
        enqueueSnackbar(text, { variant: 'error' });
      enqueueSnackbar('Er ging iets mis!', { variant: 'warning' });
    });
    expect(screen.getAllByRole('alert').map((item) => item.textContent)).toEqual([
      'De uitkomst kon niet worden geladen.',
      'Er ging iets mis!',
    ]);
    // Of another kind it is another message.
    expect(screen.getByRole('status')).toHaveTextContent('Er ging iets mis!');
  });

  it('are dismissed on every navigation (SPEC §2.1)', async () => {
    renderPages(
      [
        { path: '/', element: <Link to="/verder">Verder</Link> },
        { path: '/verder', element: <p>Verder</p> },
      ],
      '/',
    );
    act(() => {
      enqueueSnackbar('Er ging iets mis!', { variant: 'error' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Er ging iets mis!');
    await userEvent.click(screen.getByRole('link', { name: 'Verder' }));
    expect(await screen.findByText('Verder')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keep the message of an action that navigates right after it through the redirects after it, not through a later navigation', async () => {
    const router = renderPages(
      [
        { path: '/', element: <p>Formulier</p> },
        { path: '/werkgever', element: <Link to="/werkgevers">Werkgevers</Link> },
        // A screen that sends on at once, as one may after the action (a redirect).
        { path: '/werkgever-oud', element: <Navigate to="/werkgever" replace /> },
        { path: '/werkgevers', element: <p>Alle werkgevers</p> },
      ],
      '/',
    );
    // Saved, then to the saved page: as the forms do it.
    await act(async () => {
      enqueueSnackbar('De werkgever is opgeslagen.', { variant: 'success', survivesNavigation: true });
      await router.navigate('/werkgever-oud');
    });
    expect(await screen.findByRole('link', { name: 'Werkgevers' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/werkgever');
    expect(screen.getByRole('status')).toHaveTextContent('De werkgever is opgeslagen.');
    // The person's own navigation, once the message has been there a while, dismisses it.
    await act(() => new Promise((resolve) => setTimeout(resolve, KEPT_THROUGH_NAVIGATION_MS + 100)));
    await userEvent.click(screen.getByRole('link', { name: 'Werkgevers' }));
    expect(await screen.findByText('Alle werkgevers')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keep such a message when its navigation lands late (a screen whose code is still loading)', async () => {
    const router = renderPages(
      [
        { path: '/dossier', element: <p>Dossier</p> },
        { path: '/dossiers', element: <Link to="/dossier">Terug</Link> },
      ],
      '/dossier',
    );
    act(() => {
      enqueueSnackbar('Het dossier is gewist.', { variant: 'success', survivesNavigation: true });
    });
    // The list's code takes longer to arrive than the window after landing.
    await act(() => new Promise((resolve) => setTimeout(resolve, KEPT_THROUGH_NAVIGATION_MS + 100)));
    await act(() => router.navigate('/dossiers'));
    expect(await screen.findByRole('link', { name: 'Terug' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Het dossier is gewist.');
    await act(() => new Promise((resolve) => setTimeout(resolve, KEPT_THROUGH_NAVIGATION_MS + 100)));
    await userEvent.click(screen.getByRole('link', { name: 'Terug' }));
    expect(await screen.findByText('Dossier')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
