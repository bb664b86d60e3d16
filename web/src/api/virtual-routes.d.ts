declare module 'virtual:api-routes' {
  import type { RouteTable } from '@aisle/contract/client-core';

  /** Every endpoint's method, path and kind, from the contract at build time (see vite.config.ts). */
  export const routes: RouteTable;
}
