import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints small in-memory files, placed (by path) where a violation would be, with the repository's own
// config: a rule that stopped firing would let the architecture leak again unnoticed.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith('import-x/')).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the lint enforces the boundaries of docs/architecture.md', () => {
  it("fails on a web feature importing another feature's internals, not its index.ts", async () => {
    const file = 'apps/web/src/features/billing/hooks/fixture.ts';
    expect(await boundaryErrors(file, "export { useBusiness } from '../../business/api/get-business.ts';\n")).toEqual([
      expect.stringContaining('import-x/no-restricted-paths: Unexpected path "../../business/api/get-business.ts"'),
    ]);
    expect(await boundaryErrors(file, "export { useBusiness } from '../../business/index.ts';\n")).toEqual([]);
  });

  it("fails on a web feature importing another feature's styles", async () => {
    const file = 'apps/web/src/features/billing/components/fixture.ts';
    expect(await boundaryErrors(file, "export { default } from '../../business/components/team.module.css';\n")).toHaveLength(1);
  });

  it('fails on shared web code importing a feature', async () => {
    const file = 'apps/web/src/components/ui/fixture.ts';
    expect(await boundaryErrors(file, "export { useBusiness } from '../../features/business/index.ts';\n")).toHaveLength(1);
  });

  it("fails on an API module importing another module's repository or internals, not its index.ts", async () => {
    const file = 'apps/api/src/modules/billing/fixture.ts';
    expect(await boundaryErrors(file, "export { findBusiness } from '../business/business.repository.ts';\n")).toEqual([
      expect.stringContaining('import-x/no-restricted-paths: Unexpected path "../business/business.repository.ts"'),
    ]);
    expect(await boundaryErrors(file, "export { getMembershipCache } from '../business/membership.ts';\n")).toHaveLength(1);
    expect(await boundaryErrors(file, "export { findBusiness } from '../business/index.ts';\n")).toEqual([]);
  });

  it('fails on the platform importing a module', async () => {
    const file = 'apps/api/src/platform/fixture.ts';
    expect(await boundaryErrors(file, "export { registerBusinessRoutes } from '../modules/business/index.ts';\n")).toHaveLength(1);
  });

  it('fails on application code importing test helpers, and lets tests use them', async () => {
    const helper = "export { testConfig } from '../../test/helpers.ts';\n";
    expect(await boundaryErrors('apps/api/src/modules/billing/fixture.ts', helper)).toEqual([
      expect.stringContaining('import-x/no-restricted-paths: Unexpected path "../../test/helpers.ts"'),
    ]);
    expect(await boundaryErrors('apps/api/src/modules/billing/fixture.test.ts', helper)).toEqual([]);
    expect(await boundaryErrors('apps/web/src/features/chat/fixture.ts', "export { server } from '../../test/server.ts';\n")).toHaveLength(1);
  });

  it('fails on an import cycle between modules', async () => {
    // business.service.ts importing billing would close a cycle: billing already builds on business.
    const file = 'apps/api/src/modules/business/business.service.ts';
    const errors = await boundaryErrors(file, "export { registerBillingRoutes } from '../billing/index.ts';\n");
    expect(errors).toEqual([expect.stringContaining('import-x/no-cycle')]);
  });
});
