/**
 * The chart of bench/REPORT.md: one bar per figure, its ratio to the same-run baseline on a
 * logarithmic axis, the target as a tick, green where it passes. Drawn as SVG and rasterized to
 * PNG with sharp (already a dependency), so nothing is downloaded.
 */
import sharp from 'sharp';
import type { BenchResult } from './harness';

const WIDTH = 1280;
// Wide enough for the longest title at 13 px (about 75 characters).
const LABEL = 560;
const ROW = 30;
const TOP = 56;
const PLOT = WIDTH - LABEL - 90;
/** The axis runs from 1/20 to 20 times the baseline. */
const MIN = 0.05;
const MAX = 20;

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const x = (ratio: number) =>
  LABEL +
  (PLOT * (Math.log10(Math.min(MAX, Math.max(MIN, ratio))) - Math.log10(MIN))) / (Math.log10(MAX) - Math.log10(MIN));

export function chartSvg(results: BenchResult[], heading: string): string {
  const height = TOP + results.length * ROW + 50;
  const ticks = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20];
  const rows = results.map((r, i) => {
    const y = TOP + i * ROW;
    const colour = r.pass ? '#2f7a6b' : '#b5533c';
    const target = x(r.target);
    return [
      `<text x="${LABEL - 10}" y="${y + 19}" text-anchor="end" font-size="13">${escape(r.title)}</text>`,
      `<rect x="${x(MIN)}" y="${y + 6}" width="${Math.max(1, x(r.ratio) - x(MIN))}" height="18" fill="${colour}" rx="2"/>`,
      `<line x1="${target}" x2="${target}" y1="${y + 2}" y2="${y + 28}" stroke="#1d1d1f" stroke-width="2"/>`,
      `<text x="${Math.min(WIDTH - 70, x(r.ratio) + 6)}" y="${y + 19}" font-size="12">${r.ratio.toFixed(2)}x ${r.pass ? 'PASS' : 'MISS'}</text>`,
    ].join('');
  });
  const axis = ticks.map(
    (t) =>
      `<line x1="${x(t)}" x2="${x(t)}" y1="${TOP - 4}" y2="${TOP + results.length * ROW}" stroke="${t === 1 ? '#888' : '#ddd'}"/>` +
      `<text x="${x(t)}" y="${TOP + results.length * ROW + 18}" text-anchor="middle" font-size="11">${t}x</text>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" font-family="DejaVu Sans, Inter, Arial, sans-serif">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="20" y="26" font-size="16" font-weight="bold">Ratio to the same-run baseline (log scale); the black tick is the target</text>`,
    `<text x="20" y="44" font-size="11" fill="#555">${escape(heading.length > 190 ? `${heading.slice(0, 187)}...` : heading)}</text>`,
    ...axis,
    ...rows,
    `</svg>`,
  ].join('\n');
}

export async function writeChart(results: BenchResult[], heading: string, file: string): Promise<void> {
  await sharp(Buffer.from(chartSvg(results, heading)))
    .png()
    .toFile(file);
}
