import { select, zoom as d3zoom, zoomIdentity, type D3ZoomEvent, type ZoomBehavior } from 'd3';
import type { ViewTransform } from './draw-map.js';
import type { MapGeometry } from './map-geometry.js';
import { fitPath } from './path-overlay.js';

/**
 * Where the map's view looks and how far it is zoomed: d3-zoom's pan and zoom on the canvas, and
 * the moves the window asks for (fit the map, zoom by a step, go to a hex, show a supply path).
 * Apart from MapView, which draws what this makes the view.
 */
export class MapCamera {
  private behaviour!: ZoomBehavior<HTMLCanvasElement, unknown>;

  constructor(
    private readonly at: {
      canvas: () => HTMLCanvasElement;
      geom: () => MapGeometry;
      size: () => { width: number; height: number };
      transform: () => ViewTransform;
      /** the view moved (a drag, the wheel, or one of the moves below) */
      onzoom: (t: ViewTransform) => void;
    },
  ) {}

  /** Lets the pointer pan and the wheel zoom the canvas. */
  attach(): void {
    this.behaviour = d3zoom<HTMLCanvasElement, unknown>()
      .scaleExtent([0.05, 8])
      // Shift-drag moves a counter instead of the map (the wheel still zooms)
      .filter(
        (e: MouseEvent | WheelEvent) =>
          (e.type === 'wheel' || !e.shiftKey) && (!e.ctrlKey || e.type === 'wheel') && !e.button,
      )
      .clickDistance(4)
      .on('zoom', (event: D3ZoomEvent<HTMLCanvasElement, unknown>) => {
        this.at.onzoom({ x: event.transform.x, y: event.transform.y, k: event.transform.k });
      });
    select(this.at.canvas()).call(this.behaviour).on('dblclick.zoom', null);
  }

  /** The whole map in view, centred. */
  fit(): void {
    const size = this.at.size();
    const geom = this.at.geom();
    const k = Math.min(size.width / geom.width, size.height / geom.height) * 0.98;
    select(this.at.canvas()).call(
      this.behaviour.transform,
      zoomIdentity.translate((size.width - geom.width * k) / 2, (size.height - geom.height * k) / 2).scale(k),
    );
  }

  zoomBy(factor: number): void {
    select(this.at.canvas()).transition().duration(150).call(this.behaviour.scaleBy, factor);
  }

  /** Centres the view on a hex (Go to hex); false when the map has no such hex. */
  centreOn(hex: string, k = Math.max(this.at.transform().k, 1.5)): boolean {
    const geom = this.at.geom();
    const size = this.at.size();
    const i = geom.grid.indexOf(hex);
    if (i < 0) return false;
    select(this.at.canvas()).call(
      this.behaviour.transform,
      zoomIdentity.translate(size.width / 2 - geom.cx[i]! * k, size.height / 2 - geom.cy[i]! * k).scale(k),
    );
    return true;
  }

  /** Shows a supply path (grid indices): the whole of it in view (zooming out if it must), else centres the hex. */
  showPath(path: Int32Array, hex: string): boolean {
    const at = fitPath(this.at.geom(), path, this.at.size(), this.at.transform());
    if (!at) return this.centreOn(hex);
    select(this.at.canvas()).call(this.behaviour.transform, zoomIdentity.translate(at.x, at.y).scale(at.k));
    return true;
  }
}
