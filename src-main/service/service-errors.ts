/** Asked for something that needs an open campaign while none is open. */
export class NoCampaignError extends Error {
  constructor() {
    super('no campaign is open: open one (File > Open) or start from a game (File > New from game)');
    this.name = 'NoCampaignError';
  }
}
