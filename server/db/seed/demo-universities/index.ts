import { parseDemoCountry } from './schema.ts';
import germany from './germany.json' with { type: 'json' };
import france from './france.json' with { type: 'json' };
import italy from './italy.json' with { type: 'json' };
import spain from './spain.json' with { type: 'json' };
import netherlands from './netherlands.json' with { type: 'json' };
import belgium from './belgium.json' with { type: 'json' };
import austria from './austria.json' with { type: 'json' };
import switzerland from './switzerland.json' with { type: 'json' };
import poland from './poland.json' with { type: 'json' };
import czechRepublic from './czech-republic.json' with { type: 'json' };
import portugal from './portugal.json' with { type: 'json' };
import sweden from './sweden.json' with { type: 'json' };
import denmark from './denmark.json' with { type: 'json' };
import norway from './norway.json' with { type: 'json' };
import finland from './finland.json' with { type: 'json' };
import ireland from './ireland.json' with { type: 'json' };
import unitedKingdom from './united-kingdom.json' with { type: 'json' };
import greece from './greece.json' with { type: 'json' };
import hungary from './hungary.json' with { type: 'json' };
import romania from './romania.json' with { type: 'json' };
import bulgaria from './bulgaria.json' with { type: 'json' };
import croatia from './croatia.json' with { type: 'json' };
import slovenia from './slovenia.json' with { type: 'json' };
import slovakia from './slovakia.json' with { type: 'json' };
import estonia from './estonia.json' with { type: 'json' };
import latvia from './latvia.json' with { type: 'json' };
import lithuania from './lithuania.json' with { type: 'json' };
import luxembourg from './luxembourg.json' with { type: 'json' };
import malta from './malta.json' with { type: 'json' };
import cyprus from './cyprus.json' with { type: 'json' };

/** One JSON file per country, in the order the catalogue lists them. */
const files = {
  'germany.json': germany,
  'france.json': france,
  'italy.json': italy,
  'spain.json': spain,
  'netherlands.json': netherlands,
  'belgium.json': belgium,
  'austria.json': austria,
  'switzerland.json': switzerland,
  'poland.json': poland,
  'czech-republic.json': czechRepublic,
  'portugal.json': portugal,
  'sweden.json': sweden,
  'denmark.json': denmark,
  'norway.json': norway,
  'finland.json': finland,
  'ireland.json': ireland,
  'united-kingdom.json': unitedKingdom,
  'greece.json': greece,
  'hungary.json': hungary,
  'romania.json': romania,
  'bulgaria.json': bulgaria,
  'croatia.json': croatia,
  'slovenia.json': slovenia,
  'slovakia.json': slovakia,
  'estonia.json': estonia,
  'latvia.json': latvia,
  'lithuania.json': lithuania,
  'luxembourg.json': luxembourg,
  'malta.json': malta,
  'cyprus.json': cyprus,
};

/** Real European universities for the demo catalogue (DEMO_DATA=1), grouped by country; each file checked by its schema. */
export function demoUniversities() {
  return Object.entries(files).map(([file, data]) => parseDemoCountry(file, data));
}
