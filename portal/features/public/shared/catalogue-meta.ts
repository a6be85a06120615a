import type { Client } from '#sdk/client';
import * as universities from '#sdk/resources/universities';

/** The catalogue's countries, as a part of a route's data (routeLoader). */
export const countriesPart = (client: Client) => universities.countries(client).then((r) => r.countries);

/** The catalogue's specialties, as a part of a route's data (routeLoader). */
export const specialtiesPart = (client: Client) => universities.specialties(client).then((r) => r.specialties);
