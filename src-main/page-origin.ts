/**
 * The IPC sender check (ipc.ts): the renderer page is trusted only at the exact file URL we
 * loaded. Kept apart from Electron so that a test can check it.
 */
export function isOurPage(pageUrl: string, frameUrl: string | undefined): boolean {
  if (!frameUrl) return false;
  try {
    const a = new URL(frameUrl);
    const b = new URL(pageUrl);
    return a.protocol === 'file:' && a.pathname === b.pathname;
  } catch {
    return false;
  }
}
