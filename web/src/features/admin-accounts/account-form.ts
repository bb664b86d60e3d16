import { isCalendarDay } from '../../lib/period.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import type { AccountRow, NewAccount } from './account-types.ts';

/** The side panel's fields as typed (strings and flags), before they become a request. */
export interface AccountDraft {
  account: string;
  password: string;
  name: string;
  phone: string;
  teamId: number;
  userType: 1 | 2;
  packageType: 1 | 2 | 3 | 4;
  payState: 0 | 1 | 2;
  platformList: (1 | 2 | 4)[];
  trial: boolean;
  downloadPermission: boolean;
  expireAt: string;
}

export type DraftErrors = Partial<Record<keyof AccountDraft, MessageKey>>;

export const makeDraft = (overrides: Partial<AccountDraft> = {}): AccountDraft => ({
  account: '',
  password: '',
  name: '',
  phone: '',
  teamId: 2,
  userType: 2,
  packageType: 1,
  payState: 0,
  platformList: [1, 2],
  trial: false,
  downloadPermission: false,
  expireAt: '',
  ...overrides,
});

export const draftOf = (row: AccountRow): AccountDraft =>
  makeDraft({
    account: row.account,
    name: row.name,
    phone: row.phone,
    teamId: row.teamId,
    userType: row.userType,
    packageType: row.packageType,
    payState: row.payState,
    platformList: row.platformList.filter((platform): platform is 1 | 2 | 4 => [1, 2, 4].includes(platform)),
    trial: row.trial,
    downloadPermission: row.downloadPermission,
    expireAt: row.expireAt ?? '',
  });

/** The contract's rules (user.ts in the contract), checked before sending so that the field says it at once. */
export const validateDraft = (draft: AccountDraft, creating: boolean): DraftErrors => {
  const errors: DraftErrors = {};
  if (creating && !/^[A-Za-z0-9_.@-]{3,32}$/.test(draft.account)) errors.account = 'admin.error.account';
  if (creating && (draft.password.length < 6 || draft.password.length > 128)) errors.password = 'admin.error.password';
  if (draft.name.trim() === '' || draft.name.length > 32) errors.name = 'admin.error.name';
  if (!/^1\d{10}$/.test(draft.phone)) errors.phone = 'admin.error.phone';
  if (draft.platformList.length === 0) errors.platformList = 'admin.error.platforms';
  if (draft.expireAt !== '' && !isCalendarDay(draft.expireAt)) errors.expireAt = 'admin.error.expireAt';
  if (draft.trial && draft.expireAt === '') errors.expireAt = 'admin.error.trialExpiry';
  return errors;
};

/** The body of saveUser (a new account) from a valid draft. */
export const newAccountBody = (draft: AccountDraft): NewAccount => ({
  account: draft.account,
  password: draft.password,
  ...editableFields(draft),
});

const editableFields = (draft: AccountDraft) => ({
  name: draft.name.trim(),
  phone: draft.phone,
  teamId: draft.teamId,
  userType: draft.userType,
  packageType: draft.packageType,
  payState: draft.payState,
  platformList: [...draft.platformList],
  trial: draft.trial,
  downloadPermission: draft.downloadPermission,
  expireAt: draft.expireAt === '' ? null : draft.expireAt,
});

/** The body of updateUser: only what changed (the server changes only the given fields). */
export const changedFields = (before: AccountDraft, after: AccountDraft) => {
  const from = editableFields(before);
  const to = editableFields(after);
  return Object.fromEntries(
    Object.entries(to).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(from[key as keyof typeof from]),
    ),
  ) as Partial<typeof to>;
};

export const sameDraft = (a: AccountDraft, b: AccountDraft) => JSON.stringify(a) === JSON.stringify(b);
