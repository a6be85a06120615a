import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Task } from '#sdk/schemas/task';

/** A task's title in the reader's language: a member's own words, or what the event that made it asks. */
export function taskTitleIn(i18n: I18n, task: Pick<Task, 'title' | 'source' | 'detail'>): string {
  switch (task.source) {
    case 'DOCUMENT_REQUEST':
      return i18n._(msg`Send the documents the admins requested`);
    case 'LEAD_NOT_CONTACTED':
      return i18n._(msg`Contact this lead: not contacted within 24 hours`);
    case 'INTAKE_DEADLINE': {
      const program = task.detail ?? '';
      return i18n._(msg`Apply to ${program} before the intake deadline`);
    }
    default:
      return task.title;
  }
}
