import { defineEventHandler } from 'h3';
import type { DemoAccountsResponse } from '#sdk/schemas/meta';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-accounts.ts';
import { useApp } from '#server/utils/app.ts';

/** The demo sign-ins for the login page, only when the server runs with demo data (ARCHITECTURE.md, Decisions). */
export default defineEventHandler(
  (): DemoAccountsResponse => ({
    accounts: useApp().config.demoData
      ? DEMO_ACCOUNTS.map(({ userType, email, password }) => ({ userType, email, password }))
      : [],
  }),
);
