import { daybed, fourPosterBed, platformBed } from './beds.ts';
import { logCabin, pergola, pineGrove, planterBox } from './outdoors.ts';
import type { DrawContext, Drawing } from './parts.ts';
import { armchair, barStool, diningChair, gardenBench, gardenChair, hallBench, stool } from './seating.ts';
import { blanketChest, bookshelf, dresser, nightstand, sideboard, wallShelves, wardrobe } from './storage.ts';
import { coffeeTable, consoleTable, deskTable, diningTable, roundTable, sideTable } from './tables.ts';
import { staircase, workbench } from './workshop.ts';

interface SubjectDef {
  draw: (context: DrawContext) => Drawing;
  /** Drawn in a garden under the sky rather than in a room. */
  outdoor?: boolean;
  /** Share of the picture's height the piece may fill. */
  presence?: number;
}

/** Everything a scene can show, by the name demo content uses. */
export const subjects = {
  'dining-table': { draw: diningTable },
  'console-table': { draw: consoleTable },
  'side-table': { draw: sideTable, presence: 0.5 },
  desk: { draw: deskTable },
  'coffee-table': { draw: coffeeTable, presence: 0.42 },
  'round-table': { draw: roundTable },
  'dining-chair': { draw: diningChair },
  armchair: { draw: armchair },
  stool: { draw: stool, presence: 0.4 },
  'bar-stool': { draw: barStool, presence: 0.56 },
  'hall-bench': { draw: hallBench, presence: 0.42 },
  'garden-bench': { draw: gardenBench, outdoor: true },
  'garden-chair': { draw: gardenChair, outdoor: true },
  bookshelf: { draw: bookshelf, presence: 0.7 },
  'wall-shelves': { draw: wallShelves, presence: 0.7 },
  sideboard: { draw: sideboard },
  wardrobe: { draw: wardrobe, presence: 0.7 },
  'blanket-chest': { draw: blanketChest, presence: 0.42 },
  nightstand: { draw: nightstand, presence: 0.5 },
  dresser: { draw: dresser },
  'platform-bed': { draw: platformBed },
  'four-poster-bed': { draw: fourPosterBed, presence: 0.7 },
  daybed: { draw: daybed },
  'planter-box': { draw: planterBox, outdoor: true, presence: 0.45 },
  pergola: { draw: pergola, outdoor: true, presence: 0.72 },
  'log-cabin': { draw: logCabin, outdoor: true, presence: 0.66 },
  'pine-grove': { draw: pineGrove, outdoor: true, presence: 0.72 },
  staircase: { draw: staircase, presence: 0.7 },
  workbench: { draw: workbench, presence: 0.68 },
} satisfies Record<string, SubjectDef>;

export type Subject = keyof typeof subjects;

export const subjectDef = (subject: Subject): SubjectDef => subjects[subject];
