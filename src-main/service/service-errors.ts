/** Asked for something that needs an open campaign while none is open. */
export class NoCampaignError extends Error {
  constructor() {
    super('no campaign is open: open one (File > Open) or start from a game (File > New from game)');
    this.name = 'NoCampaignError';
  }
}

/** A command or undo from a view that showed an older log head than the file's. */
export class StaleViewError extends Error {
  constructor() {
    super('the campaign changed in another window; it has been reloaded');
    this.name = 'StaleViewError';
  }
}
