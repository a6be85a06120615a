import { findApplication } from '../application.repository.ts';

export const decide = (id: number) => findApplication(id);
