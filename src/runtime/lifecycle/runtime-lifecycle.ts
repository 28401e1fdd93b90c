/**
 * Page runtime lifecycle, spec 01 §4: not initialised, then initialised once the ready mark
 * runs every registered initialiser; destroy runs the destructors and resets to not
 * initialised; a flag remembers that initialisation happened at least once.
 */
export type RuntimeState = 'not-initialised' | 'initialised';

export interface RuntimeLifecycle {
  readonly state: RuntimeState;
  /** True once `initialise` has completed at least once (spec 01 §4). */
  readonly initialisedOnce: boolean;
  addInitialiser(initialiser: (isReinitialisation: boolean) => void): void;
  addDestructor(destructor: () => void): void;
  initialise(): void;
  destroy(): void;
}

function runEach<T extends unknown[]>(callbacks: Array<(...args: T) => void>, args: T, what: string): void {
  for (const callback of callbacks) {
    try {
      callback(...args);
    } catch (error) {
      // One failing block must not stop the others (the page keeps working).
      console.error(`Sitestack: a runtime ${what} failed.`, error);
    }
  }
}

export function createRuntimeLifecycle(): RuntimeLifecycle {
  const initialisers: Array<(isReinitialisation: boolean) => void> = [];
  const destructors: Array<() => void> = [];
  let state: RuntimeState = 'not-initialised';
  let initialisedOnce = false;
  return {
    get state() {
      return state;
    },
    get initialisedOnce() {
      return initialisedOnce;
    },
    addInitialiser(initialiser) {
      initialisers.push(initialiser);
      // Registered after the ready mark: run it now, as the others already ran.
      if (state === 'initialised') runEach([initialiser], [initialisedOnce], 'initialiser');
    },
    addDestructor(destructor) {
      destructors.push(destructor);
    },
    initialise() {
      if (state === 'initialised') return;
      state = 'initialised';
      runEach(initialisers, [initialisedOnce], 'initialiser');
      initialisedOnce = true;
    },
    destroy() {
      if (state === 'not-initialised') return;
      runEach(destructors, [], 'destructor');
      state = 'not-initialised';
    },
  };
}
