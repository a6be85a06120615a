import type { Client } from '#sdk/client';
import type { Pagination } from '#sdk/schemas/common';
import type {
  MarkNotificationsReadPayload,
  Notification,
  NotificationSettings,
  NotificationsQuery,
} from '#sdk/schemas/notification';

/** The user's notifications, newest first, with how many are unread. */
export function list(
  client: Client,
  query: NotificationsQuery = {},
): Promise<{ notifications: Notification[]; unread: number; pagination: Pagination }> {
  return client.request('GET', '/notifications', { query });
}

/** Marks the given notifications read, or all of them. */
export function markRead(client: Client, payload: MarkNotificationsReadPayload = {}): Promise<{ success: true }> {
  return client.request('POST', '/notifications/read', { body: payload });
}

/** The language of the user's e-mails and the kinds they turned off. */
export function settings(client: Client): Promise<NotificationSettings> {
  return client.request('GET', '/notifications/settings');
}

export function updateSettings(client: Client, settings: NotificationSettings): Promise<NotificationSettings> {
  return client.request('PUT', '/notifications/settings', { body: settings });
}
