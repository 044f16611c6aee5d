/** An aggregate as two pure functions over its stream (see emmett's decider). */
export interface Decider<Command, State, Event> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

export function fold<State, Event>(
  decider: Pick<Decider<unknown, State, Event>, 'initialState' | 'evolve'>,
  events: Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState());
}
