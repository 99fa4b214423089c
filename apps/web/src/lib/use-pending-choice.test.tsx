import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { usePendingChoice } from './use-pending-choice';

/** Two radios that save on change; the save is settled by the test through `settle`. */
function SavedOnChange({ onSave }: { onSave: (save: { value: string; settle: (ok: boolean) => void }) => void }) {
  const [saved, setSaved] = useState('direct');
  const [shown, choose, forget] = usePendingChoice(saved);
  return (
    <fieldset>
      {['direct', 'dagelijks'].map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="frequentie"
            value={value}
            checked={shown === value}
            onChange={() => {
              choose(value);
              onSave({ value, settle: (ok) => (ok ? setSaved(value) : forget()) });
            }}
          />
          {value}
        </label>
      ))}
    </fieldset>
  );
}

describe('usePendingChoice', () => {
  it('shows the choice at once, keeps it once saved, and falls back when the save fails', () => {
    const saves: Array<{ value: string; settle: (ok: boolean) => void }> = [];
    render(<SavedOnChange onSave={(save) => saves.push(save)} />);
    const daily = screen.getByRole('radio', { name: 'dagelijks' });
    const direct = screen.getByRole('radio', { name: 'direct' });

    fireEvent.click(daily);
    // Before the save answers: the choice shows, not the saved value.
    expect(daily).toBeChecked();
    act(() => saves[0]?.settle(true));
    expect(daily).toBeChecked();

    fireEvent.click(direct);
    expect(direct).toBeChecked();
    act(() => saves[1]?.settle(false));
    expect(daily).toBeChecked();
    expect(saves.map((save) => save.value)).toEqual(['dagelijks', 'direct']);
  });
});
