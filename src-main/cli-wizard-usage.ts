/**
 * The usage lines of the two wizard verbs, apart from their code: the CLI prints them in its help
 * without loading the picture and VASSAL libraries, which only those verbs need.
 */
export const TERRAIN_FROM_PICTURE_USAGE = `  terrain-from-picture <game.json|file.qmc> --picture <sheet.png> [--sheet <id>]
      --align <id>@<x>,<y> <id>@<x>,<y> <id>@<x>,<y> --examples <id>=<terrain>,...
      [--features <feature>=<id>-<id>,...] [--reference <game.json>] --out <game.json|file.qmc>
                                            read one map sheet's terrain, rivers, roads and railroads
                                            from its picture (three hex centres clicked to align it)`;

export const IMPORT_VASSAL_USAGE = `  import-vassal <module.vmod> [--save <game.vsav> | --setup <name>] [--ruleset <id>] [--mapping <mapping.json>] --out <file.qmc>
                                            a campaign from a VASSAL module (boards, grid, counters) and a saved game
                                            or one of the module's own set-ups`;
