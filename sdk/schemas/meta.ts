import type { UserType } from './enums.ts';

/** A demo sign-in shown on the login page; the list is empty unless the server runs with demo data. */
export interface DemoAccount {
  userType: UserType;
  email: string;
  password: string;
}

export interface DemoAccountsResponse {
  accounts: DemoAccount[];
}
