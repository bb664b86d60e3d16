import type { PlatformId, UserTypeId, PackageTypeId, PayStateId, RegisterTypeId, EnableTypeId } from '@aisle/contract';

// A file of its own (re-exported by context.ts): the state types name the caller too, and importing them
// through context.ts, which imports the store, made an import circle.

/** The authenticated caller, set on the request by the auth plugin for every non-public endpoint. */
export interface SessionUser {
  id: number;
  account: string;
  name: string;
  teamId: number;
  userType: UserTypeId;
  packageType: PackageTypeId;
  payState: PayStateId;
  registerType: RegisterTypeId;
  enableType: EnableTypeId;
  isManager: boolean;
  trial: boolean;
  downloadPermission: boolean;
  /** Platforms the user may read; the others are listed as locked (permission 0). */
  platformList: PlatformId[];
  /** YYYY-MM-DD or null (no expiry). */
  expireAt: string | null;
}
