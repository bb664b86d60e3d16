import type { PersistentState, UserRecord } from '../../state/types.ts';

/**
 * A number that changes when what rows show of users and teams changes (names, accounts, teams, types): rows
 * built earlier stay valid while it holds. Users are edited in place, so it compares the fields themselves,
 * by reference first (an unchanged string is the same string), once per answer.
 */
const directories = new WeakMap<object, { fields: unknown[]; version: number }>();
let directoryVersions = 0;
const directoryFields = (state: Readonly<PersistentState>) => {
  const fields: unknown[] = [state.users, state.teams];
  for (const user of state.users) fields.push(user, user.account, user.name, user.teamId, user.userType);
  for (const team of state.teams) fields.push(team, team.name);
  return fields;
};
export const directoryVersion = (state: Readonly<PersistentState>) => {
  const known = directories.get(state);
  if (known) {
    // compared in place: building the list of fields on every answer cost more than the rest of a cached one
    const { fields } = known;
    let same = fields[0] === state.users && fields[1] === state.teams;
    let i = 2;
    for (let u = 0; same && u < state.users.length; u++) {
      const user = state.users[u]!;
      same =
        fields[i] === user &&
        fields[i + 1] === user.account &&
        fields[i + 2] === user.name &&
        fields[i + 3] === user.teamId &&
        fields[i + 4] === user.userType;
      i += 5;
    }
    for (let t = 0; same && t < state.teams.length; t++) {
      const team = state.teams[t]!;
      same = fields[i] === team && fields[i + 1] === team.name;
      i += 2;
    }
    if (same && i === fields.length) return known.version;
  }
  const version = ++directoryVersions;
  directories.set(state, { fields: directoryFields(state), version });
  return version;
};

const buildDirectory = (state: Readonly<PersistentState>) => {
  const users = new Map<number, Readonly<UserRecord>>(state.users.map((user) => [user.id, user]));
  const teams = new Map(state.teams.map((team) => [team.id, team.name]));
  return {
    user: (id: number) => users.get(id),
    account: (id: number) => users.get(id)?.account ?? '',
    teamName: (id: number) => {
      const user = users.get(id);
      return user ? (teams.get(user.teamId) ?? '') : '';
    },
  };
};

/** Users and team names by id, rebuilt only when the directory version changes. */
const built = new WeakMap<object, { version: number; directory: ReturnType<typeof buildDirectory> }>();
export const userDirectory = (state: Readonly<PersistentState>) => {
  const version = directoryVersion(state);
  const known = built.get(state);
  if (known?.version === version) return known.directory;
  const directory = buildDirectory(state);
  built.set(state, { version, directory });
  return directory;
};
