/**
 * "The campaign changed": the log head after the change. The web bridge forwards it to every open
 * tab as a server-sent event, Electron to its window as an IPC event; views then refresh.
 */
export class ChangeSignal {
  private readonly listeners = new Set<(head: string) => void>();

  subscribe(listener: (head: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(head: string): void {
    for (const l of this.listeners) {
      try {
        l(head);
      } catch {
        // one broken view must not stop the others being told
      }
    }
  }
}
