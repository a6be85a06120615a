import { useLingui } from '@lingui/react/macro';
import type { Task } from '#sdk/schemas/task';

/** A task's title in the reader's language: a member's own words, or what the event that made it asks (as the reminder e-mail words it). */
export function useTaskTitle() {
  const { t } = useLingui();
  return (task: Pick<Task, 'title' | 'source' | 'detail'>) => {
    switch (task.source) {
      case 'DOCUMENT_REQUEST':
        return t`Send the documents the admins requested`;
      case 'LEAD_NOT_CONTACTED':
        return t`Contact this lead: not contacted within 24 hours`;
      case 'INTAKE_DEADLINE': {
        const program = task.detail ?? '';
        return t`Apply to ${program} before the intake deadline`;
      }
      default:
        return task.title;
    }
  };
}
