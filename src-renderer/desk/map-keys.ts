import type MapView from '../map/MapView.svelte';

/**
 * The window's keys: +, − and 0 zoom the map, g goes to the Go to hex box, and in the web page
 * Ctrl+Z and Ctrl+Shift+Z undo and redo (in Electron the native menu owns those accelerators).
 * Keys typed into a text box are the box's.
 */
export function deskKeys(
  e: KeyboardEvent,
  map: MapView | undefined,
  transport: 'electron' | 'web',
  history: (which: 'history.undo' | 'history.redo') => Promise<void>,
): void {
  const target = e.target as HTMLElement;
  if (target.tagName === 'INPUT') return;
  const mod = e.ctrlKey || e.metaKey;
  if (transport === 'web' && mod && e.key.toLowerCase() === 'z') {
    e.preventDefault();
    void history(e.shiftKey ? 'history.redo' : 'history.undo');
  } else if (!mod && (e.key === '+' || e.key === '=')) map?.zoomBy(1.5);
  else if (!mod && e.key === '-') map?.zoomBy(1 / 1.5);
  else if (!mod && e.key === '0') map?.fit();
  else if (!mod && e.key === 'g') {
    e.preventDefault();
    document.getElementById('goto')?.focus();
  }
}
