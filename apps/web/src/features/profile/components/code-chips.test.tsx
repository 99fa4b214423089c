import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeChips } from './code-chips';

const ITEMS = [
  { code: 'fiets', name: 'Fiets' },
  { code: 'ov', name: 'Openbaar vervoer' },
];

function Harness({ initial, disabled }: { initial: string[]; disabled?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CodeChips label="Vervoer" items={ITEMS} value={value} onChange={setValue} disabled={disabled} />
      <output>{value.join(',')}</output>
    </>
  );
}

describe('CodeChips', () => {
  it('is a group of toggle buttons: clicking or pressing Enter switches a choice', async () => {
    render(<Harness initial={['fiets']} />);
    expect(screen.getByRole('group', { name: 'Vervoer' })).toBeInTheDocument();
    const bike = screen.getByRole('button', { name: 'Fiets' });
    const transit = screen.getByRole('button', { name: 'Openbaar vervoer' });
    expect(bike).toHaveAttribute('aria-pressed', 'true');
    expect(transit).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(transit);
    expect(screen.getByRole('status')).toHaveTextContent('fiets,ov');
    transit.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('fiets');
    expect(transit).toHaveAttribute('aria-pressed', 'false');
  });

  it('changes nothing when disabled', async () => {
    render(<Harness initial={['fiets']} disabled />);
    await userEvent.click(screen.getByRole('button', { name: 'Fiets' }));
    expect(screen.getByRole('status')).toHaveTextContent('fiets');
  });
});
