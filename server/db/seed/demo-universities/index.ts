import type { DemoUniversity } from '../demo-types.ts';
import { universities as germany } from './germany.ts';
import { universities as france } from './france.ts';
import { universities as italy } from './italy.ts';
import { universities as spain } from './spain.ts';
import { universities as netherlands } from './netherlands.ts';
import { universities as belgium } from './belgium.ts';
import { universities as austria } from './austria.ts';
import { universities as switzerland } from './switzerland.ts';
import { universities as poland } from './poland.ts';
import { universities as czechRepublic } from './czech-republic.ts';
import { universities as portugal } from './portugal.ts';
import { universities as sweden } from './sweden.ts';
import { universities as denmark } from './denmark.ts';
import { universities as norway } from './norway.ts';
import { universities as finland } from './finland.ts';
import { universities as ireland } from './ireland.ts';
import { universities as unitedKingdom } from './united-kingdom.ts';
import { universities as greece } from './greece.ts';
import { universities as hungary } from './hungary.ts';
import { universities as romania } from './romania.ts';
import { universities as bulgaria } from './bulgaria.ts';
import { universities as croatia } from './croatia.ts';
import { universities as slovenia } from './slovenia.ts';
import { universities as slovakia } from './slovakia.ts';
import { universities as estonia } from './estonia.ts';
import { universities as latvia } from './latvia.ts';
import { universities as lithuania } from './lithuania.ts';
import { universities as luxembourg } from './luxembourg.ts';
import { universities as malta } from './malta.ts';
import { universities as cyprus } from './cyprus.ts';

/** Real European universities for the demo catalogue (DEMO_DATA=1), grouped by country. */
export const demoUniversities: { country: string; universities: DemoUniversity[] }[] = [
  { country: 'Germany', universities: germany },
  { country: 'France', universities: france },
  { country: 'Italy', universities: italy },
  { country: 'Spain', universities: spain },
  { country: 'Netherlands', universities: netherlands },
  { country: 'Belgium', universities: belgium },
  { country: 'Austria', universities: austria },
  { country: 'Switzerland', universities: switzerland },
  { country: 'Poland', universities: poland },
  { country: 'Czech Republic', universities: czechRepublic },
  { country: 'Portugal', universities: portugal },
  { country: 'Sweden', universities: sweden },
  { country: 'Denmark', universities: denmark },
  { country: 'Norway', universities: norway },
  { country: 'Finland', universities: finland },
  { country: 'Ireland', universities: ireland },
  { country: 'United Kingdom', universities: unitedKingdom },
  { country: 'Greece', universities: greece },
  { country: 'Hungary', universities: hungary },
  { country: 'Romania', universities: romania },
  { country: 'Bulgaria', universities: bulgaria },
  { country: 'Croatia', universities: croatia },
  { country: 'Slovenia', universities: slovenia },
  { country: 'Slovakia', universities: slovakia },
  { country: 'Estonia', universities: estonia },
  { country: 'Latvia', universities: latvia },
  { country: 'Lithuania', universities: lithuania },
  { country: 'Luxembourg', universities: luxembourg },
  { country: 'Malta', universities: malta },
  { country: 'Cyprus', universities: cyprus },
];
