import AddIcon from '@mui/icons-material/Add';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FabSlotProvider, useShellFab } from './fab-slot';

function Screen({ onClick }: { onClick: () => void }) {
  useShellFab(useMemo(() => ({ label: 'Nieuw dossier', icon: <AddIcon />, onClick }), [onClick]));
  return <p>Dossiers</p>;
}

function Page({ onClick }: { onClick: () => void }) {
  const [shown, setShown] = useState(true);
  return (
    <FabSlotProvider>
      {shown ? <Screen onClick={onClick} /> : <p>Ander scherm</p>}
      <button type="button" onClick={() => setShown(false)}>
        Weg
      </button>
    </FabSlotProvider>
  );
}

describe('the floating action button slot', () => {
  it('shows the main action of the screen that is mounted, and nothing after it leaves', async () => {
    const onClick = vi.fn();
    render(<Page onClick={onClick} />);
    // The button loads lazily (its own chunk); transforming it on first use takes seconds on a busy machine.
    const fab = await screen.findByRole('button', { name: 'Nieuw dossier' }, { timeout: 15_000 });
    await userEvent.click(fab);
    expect(onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Weg' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Nieuw dossier' })).toBeNull());
  });
});
