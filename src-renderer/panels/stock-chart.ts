import { axisBottom, axisLeft, line, max, scaleLinear, select } from 'd3';
import type { LedgerTotals } from '../../shared/engine/ledger-report.js';

/**
 * Each side's whole supply stock at the end of every turn, one line per side, drawn with d3 into
 * an SVG element (the Ledgers view). Amounts on the axis in the game's notation.
 */
export function drawStockChart(
  svg: SVGSVGElement,
  totals: readonly LedgerTotals[],
  sides: ReadonlyArray<{ id: string; name: string; color: string }>,
  format: (n: number) => string,
): void {
  const width = 340;
  const height = 180;
  const m = { top: 12, right: 12, bottom: 24, left: 56 };
  const root = select(svg).attr('viewBox', `0 0 ${width} ${height}`).attr('role', 'img');
  root.selectAll('*').remove();
  if (!totals.length) return;
  const turns = totals.map((t) => t.turn);
  const x = scaleLinear()
    .domain([Math.min(...turns), Math.max(Math.max(...turns), Math.min(...turns) + 1)])
    .range([m.left, width - m.right]);
  const y = scaleLinear()
    .domain([0, Math.max(1, max(totals, (t) => t.stock) ?? 1)])
    .nice()
    .range([height - m.bottom, m.top]);
  root
    .append('g')
    .attr('transform', `translate(0,${height - m.bottom})`)
    .call(
      axisBottom(x)
        .tickValues(tickTurns(turns))
        .tickFormat((d) => `T${d}`),
    );
  root
    .append('g')
    .attr('transform', `translate(${m.left},0)`)
    .call(
      axisLeft(y)
        .ticks(4)
        .tickFormat((d) => format(Math.round(Number(d)))),
    );
  const path = line<LedgerTotals>()
    .x((t) => x(t.turn))
    .y((t) => y(t.stock));
  for (const side of sides) {
    const points = totals.filter((t) => t.side === side.id);
    if (!points.length) continue;
    root
      .append('path')
      .datum(points)
      .attr('fill', 'none')
      .attr('stroke', side.color)
      .attr('stroke-width', 2)
      .attr('d', path)
      .attr('data-side', side.id);
    root
      .append('g')
      .selectAll('circle')
      .data(points)
      .join('circle')
      .attr('cx', (t) => x(t.turn))
      .attr('cy', (t) => y(t.stock))
      .attr('r', 3)
      .attr('fill', side.color)
      .append('title')
      .text((t) => `${side.name}, end of turn ${t.turn}: ${format(t.stock)}`);
  }
}

/** Whole turns only, at most about ten of them. */
function tickTurns(turns: readonly number[]): number[] {
  const all = [...new Set(turns)].sort((a, b) => a - b);
  const step = Math.ceil(all.length / 10);
  return all.filter((_, k) => k % step === 0);
}
