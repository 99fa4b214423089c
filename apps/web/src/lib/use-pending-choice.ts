import { useState } from 'react';

/**
 * What a control that saves on change shows: the user's choice from the very render of the change
 * event, until the saved value moves (the save came back and the data was read again) or the save
 * fails (`forget`). Showing the saved value alone, a controlled radio, switch or select snaps back
 * to the old value between the change and the mutation's pending state (which the query library
 * announces a tick later) and again until the fresh data arrives: the user sees their click undone.
 */
export function usePendingChoice<T>(saved: T): [shown: T, choose: (value: T) => void, forget: () => void] {
  const [choice, setChoice] = useState<{ value: T; madeOver: T } | null>(null);
  // A choice made over an older saved value has been answered: the saved value is the truth again.
  const shown = choice !== null && Object.is(choice.madeOver, saved) ? choice.value : saved;
  return [shown, (value) => setChoice({ value, madeOver: saved }), () => setChoice(null)];
}
