import { api } from '../api-client.js';

/**
 * The campaign's pictures (board backdrops, counter art) as images, fetched once each through the
 * API and kept; `changed` is called when one arrives so the map redraws with it.
 */
export class PictureCache {
  private readonly images = new Map<string, HTMLImageElement | null>();
  constructor(private readonly changed: () => void) {}

  /** The picture if it has arrived; asks for it the first time. */
  get(id: string): HTMLImageElement | undefined {
    const have = this.images.get(id);
    if (have !== undefined) return have ?? undefined;
    this.images.set(id, null);
    api['picture.get']({ id })
      .then((p) => {
        const img = new Image();
        img.onload = () => {
          this.images.set(id, img);
          this.changed();
        };
        img.src = `data:${p.mime};base64,${p.data}`;
      })
      .catch(() => {
        // a picture the campaign does not hold: the counter is drawn without art
      });
    return undefined;
  }
}
