/**
 * The renderer stays on our page: no navigation, no webviews, no new windows (https links go to
 * the system browser). Written against the two methods it needs, so that a test can check it
 * without Electron.
 */
export interface GuardedContents {
  on(event: 'will-navigate' | 'will-attach-webview', listener: (e: { preventDefault(): void }) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

export function guardContents(contents: GuardedContents, openExternal: (url: string) => void): void {
  contents.on('will-navigate', (e) => e.preventDefault());
  contents.on('will-attach-webview', (e) => e.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) openExternal(url);
    return { action: 'deny' };
  });
}
