import { faAward } from '@fortawesome/free-solid-svg-icons/faAward';
import { faBed } from '@fortawesome/free-solid-svg-icons/faBed';
import { faBoxOpen } from '@fortawesome/free-solid-svg-icons/faBoxOpen';
import { faBrush } from '@fortawesome/free-solid-svg-icons/faBrush';
import { faChair } from '@fortawesome/free-solid-svg-icons/faChair';
import { faCircleCheck } from '@fortawesome/free-solid-svg-icons/faCircleCheck';
import { faClipboardCheck } from '@fortawesome/free-solid-svg-icons/faClipboardCheck';
import { faClipboardList } from '@fortawesome/free-solid-svg-icons/faClipboardList';
import { faComments } from '@fortawesome/free-solid-svg-icons/faComments';
import { faCompassDrafting } from '@fortawesome/free-solid-svg-icons/faCompassDrafting';
import { faCouch } from '@fortawesome/free-solid-svg-icons/faCouch';
import { faCubes } from '@fortawesome/free-solid-svg-icons/faCubes';
import { faDoorOpen } from '@fortawesome/free-solid-svg-icons/faDoorOpen';
import { faHammer } from '@fortawesome/free-solid-svg-icons/faHammer';
import { faHandshake } from '@fortawesome/free-solid-svg-icons/faHandshake';
import { faHelmetSafety } from '@fortawesome/free-solid-svg-icons/faHelmetSafety';
import { faHouseChimney } from '@fortawesome/free-solid-svg-icons/faHouseChimney';
import { faLayerGroup } from '@fortawesome/free-solid-svg-icons/faLayerGroup';
import { faLeaf } from '@fortawesome/free-solid-svg-icons/faLeaf';
import { faLightbulb } from '@fortawesome/free-solid-svg-icons/faLightbulb';
import { faPaintRoller } from '@fortawesome/free-solid-svg-icons/faPaintRoller';
import { faPenRuler } from '@fortawesome/free-solid-svg-icons/faPenRuler';
import { faPeopleGroup } from '@fortawesome/free-solid-svg-icons/faPeopleGroup';
import { faRuler } from '@fortawesome/free-solid-svg-icons/faRuler';
import { faRulerCombined } from '@fortawesome/free-solid-svg-icons/faRulerCombined';
import { faScrewdriverWrench } from '@fortawesome/free-solid-svg-icons/faScrewdriverWrench';
import { faSeedling } from '@fortawesome/free-solid-svg-icons/faSeedling';
import { faShieldHalved } from '@fortawesome/free-solid-svg-icons/faShieldHalved';
import { faStar } from '@fortawesome/free-solid-svg-icons/faStar';
import { faToolbox } from '@fortawesome/free-solid-svg-icons/faToolbox';
import { faTree } from '@fortawesome/free-solid-svg-icons/faTree';
import { faTruck } from '@fortawesome/free-solid-svg-icons/faTruck';
import { faTruckFast } from '@fortawesome/free-solid-svg-icons/faTruckFast';
import { faWrench } from '@fortawesome/free-solid-svg-icons/faWrench';
import type { IconDefinition } from './icon.tsx';

/**
 * The icons an editor may name in content that stores Font Awesome classes (the process steps'
 * "fas fa-truck"): a fixed set, so that only these are bundled. Each is found by its name and by
 * the older names Font Awesome keeps as aliases (fa-pencil-ruler for fa-pen-ruler).
 */
const CONTENT_ICONS = [
  faAward,
  faBed,
  faBoxOpen,
  faBrush,
  faChair,
  faCircleCheck,
  faClipboardCheck,
  faClipboardList,
  faComments,
  faCompassDrafting,
  faCouch,
  faCubes,
  faDoorOpen,
  faHammer,
  faHandshake,
  faHelmetSafety,
  faHouseChimney,
  faLayerGroup,
  faLeaf,
  faLightbulb,
  faPaintRoller,
  faPenRuler,
  faPeopleGroup,
  faRuler,
  faRulerCombined,
  faScrewdriverWrench,
  faSeedling,
  faShieldHalved,
  faStar,
  faToolbox,
  faTree,
  faTruck,
  faTruckFast,
  faWrench,
];

const byName = new Map<string, IconDefinition>(
  CONTENT_ICONS.flatMap((icon) =>
    [icon.iconName, ...icon.icon[2].filter((alias) => typeof alias === 'string')].map(
      (name) => [String(name), icon] as const,
    ),
  ),
);

/** The icon named by a class list such as "fas fa-hammer" or "fa-solid fa-truck"; `fallback` when none is known. */
export function iconFromClass(classes: string, fallback: IconDefinition = faHammer): IconDefinition {
  for (const token of classes.toLowerCase().split(/\s+/)) {
    const icon = token.startsWith('fa-') ? byName.get(token.slice(3)) : undefined;
    if (icon) return icon;
  }
  return fallback;
}
