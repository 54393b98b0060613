import { componentProblems, type DecorComponent, type DecorProblem } from '@console/contracts';

const cache = new WeakMap<DecorComponent, DecorProblem[]>();

/**
 * A component's problems, worked out once per component object: a change makes a new object of the component
 * it touches only, so the canvas re-checks one component per change, not the whole page.
 */
export function problemsOf(c: DecorComponent): DecorProblem[] {
  let out = cache.get(c);
  if (!out) {
    out = componentProblems(c);
    cache.set(c, out);
  }
  return out;
}
