import type { Picture } from './picture.ts';
import { companionMood, DEFAULT_WOOD } from './scene.ts';
import { subjectDef } from './subjects.ts';

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'An' : 'A');

const moodRooms: Record<string, string> = {
  linen: 'a light, airy room',
  honey: 'a warm, honey-toned room',
  walnut: 'a room with dark walls',
  clay: 'a room with clay-coloured walls',
};

/**
 * The alt text of a demo picture: what it shows, in the words a visitor would use. Icons are
 * decorative (an empty alt), since the text beside them says the same.
 */
export function pictureAlt(picture: Picture): string {
  switch (picture.kind) {
    case 'scene': {
      const wood = picture.wood ?? DEFAULT_WOOD;
      const piece = `${wood} ${picture.subject.replaceAll('-', ' ')}`;
      const place = subjectDef(picture.subject).outdoor
        ? 'in a garden'
        : `in ${moodRooms[companionMood(wood, picture.mood)]}`;
      return `${article(piece)} ${piece} ${place}`;
    }
    case 'floor':
      return `${picture.wood[0].toUpperCase()}${picture.wood.slice(1)} floorboards laid in a ${picture.pattern === 'planks' ? 'straight plank' : picture.pattern} pattern`;
    case 'grain':
      return `Close-up of ${picture.wood} wood grain`;
    case 'portrait':
      return 'Portrait of a Grain craftsperson';
    case 'icon':
      return '';
  }
}
