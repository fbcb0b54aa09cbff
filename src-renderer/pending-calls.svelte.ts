/**
 * The backend calls still running, for the progress bar: anything that takes longer than a moment
 * (an import, a whole-map supply phase, a long ledger) shows what it is and how long it has taken.
 */
const WHAT: Record<string, string> = {
  'campaign.open': 'Opening the campaign',
  'campaign.openDemo': 'Opening the demo campaign',
  'campaign.import': 'Importing the campaign',
  'campaign.newFromGame': 'Creating the campaign',
  'campaign.export': 'Exporting the campaign',
  'campaign.archive': 'Archiving the campaign',
  'vassal.preview': 'Reading the module',
  'vassal.import': 'Importing the module',
  'picture.read': 'Reading the terrain',
  'campaign.saveCopy': 'Saving a copy',
  'campaign.compact': 'Compacting the file',
  'supply.preview': 'Checking supply',
  'supply.check': 'Checking supply',
  'supply.whatif': 'Working out what the move would change',
  'command.execute': 'Applying',
  'ledger.list': 'Reading the ledger',
  'ledger.csv': 'Writing the CSV',
  'history.at': 'Folding the log to that point',
  'history.undo': 'Undoing',
  'history.redo': 'Redoing',
  'map.get': 'Loading the map',
  'state.get': 'Loading the units',
  'state.since': 'Loading the units',
};

class PendingCalls {
  running: Array<{ id: number; name: string; label: string; since: number }> = $state([]);
  private next = 0;

  start(name: string): number {
    const id = ++this.next;
    this.running.push({ id, name, label: WHAT[name] ?? 'Working', since: performance.now() });
    return id;
  }

  end(id: number): void {
    this.running = this.running.filter((c) => c.id !== id);
  }
}

export const pending = new PendingCalls();
