/** A command the rules or the map refuse; the message says what and where, for the referee. */
export class CommandError extends Error {
  readonly field: string | undefined;
  constructor(message: string, field?: string) {
    super(message);
    this.name = 'CommandError';
    this.field = field;
  }
}
