import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** Lints a made-up file at a path of web/src and returns the messages of the layering rules. */
const lint = async (path: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return (result?.messages ?? []).filter(
    (message) => message.ruleId === 'boundaries/dependencies' || message.ruleId === 'no-restricted-imports',
  );
};

describe('the layers of web/src (docs/web.md, "Layers")', () => {
  it('refuses a feature importing another feature or app/', async () => {
    expect(
      await lint('web/src/features/shop-rank/x.ts', "export { brandRank } from '../brand-rank/feature.ts';\n"),
    ).toHaveLength(1);
    expect(
      await lint(
        'web/src/features/shop-rank/x.ts',
        "export { appCommands } from '../../app/commands/app-commands.ts';\n",
      ),
    ).toHaveLength(1);
  });

  it('refuses ui/ and lib/ importing a feature', async () => {
    expect(
      await lint('web/src/ui/x.ts', "export { brandRank } from '../features/brand-rank/feature.ts';\n"),
    ).toHaveLength(1);
    expect(
      await lint('web/src/lib/x.ts', "export { brandRank } from '../features/brand-rank/feature.ts';\n"),
    ).toHaveLength(1);
  });

  it('refuses values (not types) from the contract schemas in web code', async () => {
    expect(await lint('web/src/lib/x.ts', "export { contract } from '@aisle/contract';\n")).toHaveLength(1);
    expect(await lint('web/src/lib/x.ts', "export type { ColumnDef } from '@aisle/contract';\n")).toHaveLength(0);
    expect(await lint('web/src/lib/x.ts', "export { PLATFORMS } from '@aisle/contract/enums';\n")).toHaveLength(0);
  });

  it('lets a feature use its own files and the shared layers', async () => {
    const code = [
      "export { shopRank } from './feature.ts';",
      "export { paths } from '../../lib/paths.ts';",
      "export { ChoiceGroup } from '../../ui/choice-group.tsx';",
      "export { api } from '../../api/client.ts';",
      '',
    ].join('\n');
    expect(await lint('web/src/features/shop-rank/x.ts', code)).toHaveLength(0);
  });
});
