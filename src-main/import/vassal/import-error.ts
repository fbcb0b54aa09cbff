import { ApiError } from '../../../shared/api.js';

/** A module or save that cannot be imported: the message names the file and the problem; nothing was written. */
export class ImportError extends ApiError {
  constructor(message: string) {
    super({ kind: 'format', message });
    this.name = 'ImportError';
  }
}
