import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSlicedLength } from './use-sliced-length';

/** A list of numbers that notes how many items each of its renders built. */
function Numbers({ count, renders }: { count: number; renders: number[] }) {
  const shown = useSlicedLength(count, 3);
  renders.push(shown);
  return (
    <ul>
      {Array.from({ length: shown }, (_, index) => index + 1).map((number) => (
        <li key={number}>{number}</li>
      ))}
    </ul>
  );
}

describe('useSlicedLength', () => {
  it('builds a list in slices of a few items, then all of it, and a later list at once', async () => {
    const renders: number[] = [];
    const { rerender } = render(<Numbers count={8} renders={renders} />);
    await act(async () => {});
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    // The first render had the first slice only, then it grew in slices: 3, 6, then all 8.
    expect([...new Set(renders)]).toEqual([3, 6, 8]);

    renders.length = 0;
    rerender(<Numbers count={5} renders={renders} />);
    expect(renders).toEqual([5]);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });
});
