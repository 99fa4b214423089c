import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';

function renderForm() {
  const router = createMemoryRouter([{ path: '/login', element: <LoginForm onLoggedIn={vi.fn()} /> }], {
    initialEntries: ['/login'],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('LoginForm', () => {
  it('shows Dutch messages for an empty form and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('Vul een e-mailadres in.')).toBeInTheDocument();
    expect(screen.getByText('Vul een wachtwoord in.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('links to the password reset', () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'Wachtwoord vergeten?' })).toHaveAttribute('href', '/password-reset');
  });
});
