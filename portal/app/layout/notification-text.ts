import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { UserType } from '#sdk/schemas/enums';
import type { Notification } from '#sdk/schemas/notification';
import { APPLICATION_STATUS_LABELS, DOCUMENT_TYPE_LABELS } from '#portal/lib/labels.ts';
import { dashboardOf, paths } from '#portal/paths.ts';

/** A notification in the reader's language, from its kind and the names it carries. */
export function notificationText(i18n: I18n, notification: Notification): string {
  const { programName = '', universityName = '', studentName = '', name = '' } = notification.params;
  switch (notification.kind) {
    case 'NEW_MESSAGE':
      return i18n._(msg`New message about ${programName} at ${universityName}`);
    case 'STATUS_CHANGED': {
      const status = notification.params.status as keyof typeof APPLICATION_STATUS_LABELS;
      const label = APPLICATION_STATUS_LABELS[status] ? i18n._(APPLICATION_STATUS_LABELS[status]) : status;
      return i18n._(msg`${studentName}'s application for ${programName} is now ${label}`);
    }
    case 'NEW_LEAD':
      return i18n._(msg`New request from ${name}`);
    case 'DOCUMENT_REVIEWED': {
      const type = notification.params.documentType as keyof typeof DOCUMENT_TYPE_LABELS;
      const document = DOCUMENT_TYPE_LABELS[type] ? i18n._(DOCUMENT_TYPE_LABELS[type]) : type;
      return notification.params.state === 'VERIFIED'
        ? i18n._(msg`${document} verified for ${programName} at ${universityName}`)
        : i18n._(msg`${document} rejected for ${programName} at ${universityName}`);
    }
    case 'DOCUMENTS_REQUESTED':
      return i18n._(msg`Documents requested for ${programName} at ${universityName}`);
  }
}

/** Where a notification leads its reader. */
export function notificationLink(userType: UserType, notification: Notification): string {
  if (notification.kind === 'NEW_LEAD')
    return userType === 'AGENCY'
      ? paths.agency.leads
      : userType === 'ADMIN'
        ? paths.admin.inbox
        : dashboardOf(userType);
  const id = notification.applicationId;
  if (id !== null && userType === 'STUDENT') return `${paths.student.applications}?application=${id}`;
  if (id !== null && userType === 'AGENCY') return paths.agency.application(id);
  if (id !== null && userType === 'ADMIN') return paths.admin.application(id);
  return dashboardOf(userType);
}
