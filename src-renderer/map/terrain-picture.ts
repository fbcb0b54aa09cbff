import type { MapGeometry } from './map-geometry.js';
import type { StaticLayers } from './map-layers.js';

const pictures = new WeakMap<StaticLayers, HTMLCanvasElement>();

/** The whole map's terrain as one picture (at most 4096 pixels a side), drawn on first need and kept with the map's layers. */
export function terrainPicture(geom: MapGeometry, layers: StaticLayers): HTMLCanvasElement {
  let picture = pictures.get(layers);
  if (picture) return picture;
  const scale = Math.min(1, 4096 / geom.width, 4096 / geom.height);
  picture = document.createElement('canvas');
  picture.width = Math.ceil(geom.width * scale);
  picture.height = Math.ceil(geom.height * scale);
  const pc = picture.getContext('2d')!;
  pc.scale(scale, scale);
  const paths = layers.terrainColors.map(() => new Path2D());
  for (let i = 0; i < geom.grid.size; i++) if (geom.grid.exists[i]) geom.tracePath(paths[layers.terrainOf[i]!]!, i);
  paths.forEach((p, k) => {
    pc.fillStyle = layers.terrainColors[k]!;
    pc.fill(p);
  });
  pictures.set(layers, picture);
  return picture;
}
