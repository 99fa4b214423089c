import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { NewPasswordForm } from './new-password-form';

function renderForm(onSubmit: (values: unknown) => Promise<unknown>) {
  render(
    <NewPasswordForm
      title="Nieuw wachtwoord instellen"
      passwordLabel="Nieuw wachtwoord"
      confirmationLabel="Herhaal het nieuwe wachtwoord"
      submitLabel="Wachtwoord opslaan"
      errorAction={<a href="/password-reset">Nieuwe link aanvragen</a>}
      onSubmit={onSubmit}
    />,
  );
  return {
    fill: async (password: string, confirmation: string) => {
      await userEvent.click(screen.getByLabelText(/^Nieuw wachtwoord/, { selector: 'input' }));
      await userEvent.paste(password);
      await userEvent.click(screen.getByLabelText(/^Herhaal het nieuwe wachtwoord/, { selector: 'input' }));
      await userEvent.paste(confirmation);
      await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    },
  };
}

// The first render loads MUI into jsdom, which takes seconds on a busy machine.
describe('the new-password form', { timeout: 15_000 }, () => {
  it('refuses two different passwords before sending anything', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { fill } = renderForm(onSubmit);
    await fill('Nieuw-wachtwoord-2026', 'Ander-wachtwoord-2026');
    expect(await screen.findByText('De wachtwoorden komen niet overeen.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the password twice and shows the server’s field error on its field', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(422, [
        { detail: 'Kies een minder bekend wachtwoord.', source: { pointer: '/data/attributes/password' } },
      ]);
    });
    const { fill } = renderForm(onSubmit);
    await fill('Wachtwoord-123', 'Wachtwoord-123');
    expect(onSubmit).toHaveBeenCalledWith({ password: 'Wachtwoord-123', passwordConfirmation: 'Wachtwoord-123' });
    expect(await screen.findByText('Kies een minder bekend wachtwoord.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows any other refusal above the fields, with what to do next', async () => {
    const { fill } = renderForm(async () => {
      throw new ApiError(422, [{ detail: 'Deze link is verlopen.' }]);
    });
    await fill('Nieuw-wachtwoord-2026', 'Nieuw-wachtwoord-2026');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Deze link is verlopen. Nieuwe link aanvragen');
  });
});
