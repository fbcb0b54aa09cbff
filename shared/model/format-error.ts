/** A file or payload that does not hold what it should; problems name the field and hex. */
export class FormatError extends Error {
  readonly problems: readonly string[];
  constructor(what: string, problems: readonly string[]) {
    const shown = problems.slice(0, 12);
    const more = problems.length > shown.length ? `\n  … and ${problems.length - shown.length} more` : '';
    super(`${what}:\n  ${shown.join('\n  ')}${more}`);
    this.name = 'FormatError';
    this.problems = problems;
  }
}
