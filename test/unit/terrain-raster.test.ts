import { describe, expect, it } from 'vitest';
import { singleSheetLayout } from '../../shared/hex/map-layout.js';
import { makeBigMap } from '../bench/big-map.js';
import { MapGeometry } from '../../src-renderer/map/map-geometry.js';
import { buildStaticLayers } from '../../src-renderer/map/map-layers.js';
import { packColour, TerrainRaster } from '../../src-renderer/map/terrain-raster.js';

/** The whole-map picture painted pixel by pixel shows each hex's own terrain where the hex is. */
describe('terrain raster', () => {
  for (const orientation of ['flat', 'pointy'] as const) {
    it(`gives the pixel at every hex centre that hex's terrain colour (${orientation} hexes)`, () => {
      const { game } = makeBigMap(40, 30, 10);
      const layout = singleSheetLayout(40, 30, orientation, 'odd');
      const map = { ...game.map, ...layout, sections: [...layout.sections], hexes: game.map.hexes };
      const g = { ...game, map, hexsides: [], routes: [] };
      const geom = new MapGeometry(g);
      const layers = buildStaticLayers(g, geom);
      const scale = 0.25;
      const w = Math.ceil(geom.width * scale);
      const h = Math.ceil(geom.height * scale);
      const out = new Uint32Array(w * h);
      new TerrainRaster(geom, layers.terrainOf, layers.terrainColors).paintInto(out, 0, 0, scale, w, h);
      const colours = layers.terrainColors.map(packColour);
      let wrong = 0;
      for (let i = 0; i < geom.grid.size; i++) {
        const px = Math.floor(geom.cx[i]! * scale);
        const py = Math.floor(geom.cy[i]! * scale);
        if (out[py * w + px] !== colours[layers.terrainOf[i]!]) wrong++;
      }
      expect(wrong).toBe(0);
      // several terrains on the map, and nothing painted off it (the top-left corner is outside every hex)
      expect(new Set(layers.terrainOf).size).toBeGreaterThan(2);
      expect(out[0]).toBe(0);
    });
  }
});
