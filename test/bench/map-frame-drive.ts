/**
 * What the frame benchmark does inside the page, one input event per animation frame, as a referee's
 * hand would: a paced drag (the map moves `step` px each frame) and a paced mouse-wheel zoom. Each
 * returns the requestAnimationFrame timestamps it saw, so the intervals are the frames the referee
 * waits for (drawing, raster and paint), not only the JavaScript that issues canvas calls.
 * These functions run in the page through page.evaluate: they use nothing from outside themselves.
 */

export interface DragPlan {
  frames: number;
  step: number;
  /** the map's size in map units at scale 1 */
  mapW: number;
  mapH: number;
}

/** Drags the map `step` px per frame, bouncing off the map's edges so the view stays on the map. */
export async function pacedDrag({ frames, step, mapW, mapH }: DragPlan): Promise<number[]> {
  const canvas = document.querySelector<HTMLCanvasElement>('[data-testid=map-canvas]')!;
  const r = canvas.getBoundingClientRect();
  const k = Number(canvas.dataset.scale);
  // the map point under the view's centre, followed as the drag moves it
  let mx = (r.width / 2 - Number(canvas.dataset.tx)) / k;
  let my = (r.height / 2 - Number(canvas.dataset.ty)) / k;
  let x = r.left + r.width / 2;
  let y = r.top + r.height / 2;
  let dx = step * 0.8;
  let dy = step * 0.6;
  const fire = (type: string, target: EventTarget) =>
    target.dispatchEvent(
      new MouseEvent(type, { clientX: x, clientY: y, bubbles: true, cancelable: true, view: window, button: 0 }),
    );
  fire('mousedown', canvas);
  const stamps: number[] = [];
  await new Promise<void>((resolve) => {
    const tick = (ts: number) => {
      stamps.push(ts);
      if (stamps.length > frames) return resolve();
      // dragging right moves the map right: the point under the centre moves left on the map
      if ((mx - dx / k < 0 && dx > 0) || (mx - dx / k > mapW && dx < 0)) dx = -dx;
      if ((my - dy / k < 0 && dy > 0) || (my - dy / k > mapH && dy < 0)) dy = -dy;
      x += dx;
      y += dy;
      mx -= dx / k;
      my -= dy / k;
      fire('mousemove', window);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  fire('mouseup', window);
  return stamps;
}

/** Sets the zoom to scale k in one wheel event at the view's centre (d3-zoom: 2^(-deltaY * 0.002)). */
export function wheelTo(k: number): void {
  const canvas = document.querySelector<HTMLCanvasElement>('[data-testid=map-canvas]')!;
  const r = canvas.getBoundingClientRect();
  const deltaY = -Math.log2(k / Number(canvas.dataset.scale)) / 0.002;
  canvas.dispatchEvent(
    new WheelEvent('wheel', {
      deltaY,
      deltaMode: 0,
      clientX: r.left + r.width / 2,
      clientY: r.top + r.height / 2,
      bubbles: true,
      cancelable: true,
    }),
  );
}

/** Wheel-zooms from scale `from` to `to` and back, one wheel notch-let per frame over `frames` frames each way. */
export async function pacedWheel({
  from,
  to,
  frames,
}: {
  from: number;
  to: number;
  frames: number;
}): Promise<number[]> {
  const canvas = document.querySelector<HTMLCanvasElement>('[data-testid=map-canvas]')!;
  const r = canvas.getBoundingClientRect();
  const perFrame = Math.log2(to / from) / frames / 0.002;
  const stamps: number[] = [];
  await new Promise<void>((resolve) => {
    const tick = (ts: number) => {
      stamps.push(ts);
      if (stamps.length > 2 * frames) return resolve();
      const deltaY = stamps.length <= frames ? -perFrame : perFrame;
      canvas.dispatchEvent(
        new WheelEvent('wheel', {
          deltaY,
          deltaMode: 0,
          clientX: r.left + r.width / 2,
          clientY: r.top + r.height / 2,
          bubbles: true,
          cancelable: true,
        }),
      );
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  return stamps;
}

/** The page's frames with no input at all: the machine's own floor for the intervals above. */
export async function idleFrames(frames: number): Promise<number[]> {
  const stamps: number[] = [];
  await new Promise<void>((resolve) => {
    const tick = (ts: number) => {
      stamps.push(ts);
      if (stamps.length > frames) return resolve();
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  return stamps;
}
