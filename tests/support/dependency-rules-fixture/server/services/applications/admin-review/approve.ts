import { findApplication } from '../application.repository.ts';
import { decide } from '../university-review/decide.ts';

export const approve = (id: number) => decide(findApplication(id).id);
