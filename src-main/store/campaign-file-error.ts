/** Why a file could not be opened as a campaign; the message is for the referee and names the file. */
export type CampaignFileProblem =
  'not-found' | 'not-sqlite' | 'not-campaign' | 'newer-version' | 'damaged' | 'read-only' | 'exists';

export class CampaignFileError extends Error {
  readonly problem: CampaignFileProblem;
  readonly file: string;
  constructor(problem: CampaignFileProblem, file: string, message: string) {
    super(message);
    this.name = 'CampaignFileError';
    this.problem = problem;
    this.file = file;
  }
}
