/**
 * NATO unit symbols as printed on wargame counters (APP-6 simplified): a frame with the branch
 * drawn inside, and the unit's size (I battalion ... XXXX army) above the frame. The unit type's
 * `symbol` chooses the branch; the unit's `size` the marks.
 */
export function drawNatoSymbol(
  ctx: CanvasRenderingContext2D,
  symbol: string,
  size: string | null,
  x: number,
  y: number,
  w: number,
  h: number,
  ink: string,
): void {
  const l = x - w / 2;
  const t = y - h / 2;
  ctx.strokeStyle = ink;
  ctx.fillStyle = ink;
  ctx.lineWidth = Math.max(0.6, w / 22);
  ctx.strokeRect(l, t, w, h);
  ctx.beginPath();
  switch (symbol) {
    case 'infantry':
      cross(ctx, l, t, w, h);
      break;
    case 'mechanized':
      cross(ctx, l, t, w, h);
      ctx.ellipse(x, y, w * 0.3, h * 0.3, 0, 0, Math.PI * 2);
      break;
    case 'armor':
      ctx.ellipse(x, y, w * 0.32, h * 0.3, 0, 0, Math.PI * 2);
      break;
    case 'cavalry':
      // a single diagonal: reconnaissance and cavalry
      ctx.moveTo(l, t + h);
      ctx.lineTo(l + w, t);
      break;
    case 'artillery':
      ctx.stroke();
      ctx.beginPath();
      ctx.arc(x, y, h * 0.17, 0, Math.PI * 2);
      ctx.fill();
      break;
    case 'hq':
      // the staff: a flag pole down from the frame's lower left corner
      ctx.moveTo(l, t + h);
      ctx.lineTo(l, t + h * 1.6);
      break;
    case 'transport':
      // a wheel under a bar: motor transport
      ctx.moveTo(l, y);
      ctx.lineTo(l + w, y);
      ctx.moveTo(x + h * 0.14, y + h * 0.25);
      ctx.arc(x, y + h * 0.25, h * 0.14, 0, Math.PI * 2);
      break;
    default:
      break;
  }
  ctx.stroke();
  if (size) sizeMarks(ctx, size, x, t, h);
}

function cross(ctx: CanvasRenderingContext2D, l: number, t: number, w: number, h: number): void {
  ctx.moveTo(l, t);
  ctx.lineTo(l + w, t + h);
  ctx.moveTo(l + w, t);
  ctx.lineTo(l, t + h);
}

/** Size marks above the frame: bars for I-III, crosses for X-XXXX, centred. */
function sizeMarks(ctx: CanvasRenderingContext2D, size: string, x: number, top: number, h: number): void {
  const n = size.length;
  const mark = h * 0.28;
  const gap = mark * 0.45;
  const total = n * mark + (n - 1) * gap;
  let left = x - total / 2;
  const y1 = top - gap * 0.8;
  const y0 = y1 - mark;
  ctx.beginPath();
  for (let k = 0; k < n; k++) {
    if (size[k] === 'X') {
      ctx.moveTo(left, y0);
      ctx.lineTo(left + mark, y1);
      ctx.moveTo(left + mark, y0);
      ctx.lineTo(left, y1);
    } else {
      ctx.moveTo(left + mark / 2, y0);
      ctx.lineTo(left + mark / 2, y1);
    }
    left += mark + gap;
  }
  ctx.stroke();
}
