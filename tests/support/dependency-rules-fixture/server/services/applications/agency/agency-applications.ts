import { findApplication } from '../application.repository.ts';

export const agencyApplication = findApplication;
