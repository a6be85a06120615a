import type { Notification, NotificationKind, NotificationSettings } from '#sdk/schemas/notification';
import type { App } from '#server/utils/app.ts';
import { pageWindow, pagination } from '#server/utils/paginate.ts';
import {
  findEmailSettings,
  listNotifications,
  markNotificationsRead,
  saveEmailSettings,
} from './notification.repository.ts';

/** GET /notifications: newest first, with the count of unread ones. */
export async function notificationList(app: App, userId: number, query: { page: number; limit: number }) {
  const { rows, total, unread } = await listNotifications(app.db, userId, pageWindow(query.page, query.limit));
  const notifications: Notification[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind as NotificationKind,
    applicationId: row.application_id,
    params: JSON.parse(row.params),
    createdAt: row.created_at,
    read: row.read_at !== null,
  }));
  return { notifications, unread, pagination: pagination(query.page, query.limit, total) };
}

export async function readNotifications(app: App, userId: number, ids?: number[]) {
  await markNotificationsRead(app.db, userId, ids);
  return { success: true as const };
}

export const emailSettings = (app: App, userId: number) =>
  findEmailSettings(app.db, userId) as Promise<NotificationSettings>;

export async function updateEmailSettings(app: App, userId: number, settings: NotificationSettings) {
  await saveEmailSettings(app.db, userId, settings);
  return emailSettings(app, userId);
}
