import * as agencyOffices from '#sdk/resources/agency-offices';
import { api } from '#portal/lib/api.ts';
import { useLoad } from '#portal/lib/use-load.ts';

/** The agency's offices (GET /agency/offices), for the Team page and the office filters. */
export const useOffices = (key = 'offices') => useLoad(() => agencyOffices.listOffices(api), key);
