import { FormatError } from '../../shared/model/format-error.js';

/**
 * The problems a FormatError lists when `f` refuses its input; an error of any other kind is
 * thrown on, and an `f` that refuses nothing fails the test with `expected`.
 */
export function problemsOf(f: () => unknown, expected = 'expected a FormatError'): string[] {
  try {
    f();
  } catch (e) {
    if (e instanceof FormatError) return [...e.problems];
    throw e;
  }
  throw new Error(expected);
}
