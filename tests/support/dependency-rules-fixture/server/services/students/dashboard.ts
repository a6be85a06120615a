import { findApplication } from '../applications/application.repository.ts';
import { agencyApplication } from '../applications/agency/agency-applications.ts';

export const dashboard = (id: number) => [findApplication(id), agencyApplication(id)];
