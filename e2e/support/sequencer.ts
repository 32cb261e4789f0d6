import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest browser-test files start first (measured: the design check 206-237 s as one file, now two
 * files of one language each; the axe walks 70-100 s each, the portal about 60 s, the CSP walk about 35 s;
 * every other file 5-30 s), so the workers finish together instead of one worker running a long walk alone
 * at the end. A fresh clone has no timing cache to order by.
 */
const longestFirst = ['design-', 'accessibility-', 'portal.e2e', 'csp.e2e'];
const rank = (f: TestSpecification) => {
  const i = longestFirst.findIndex((name) => f.moduleId.includes(name));
  return i === -1 ? longestFirst.length : i;
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const base = await super.sort(files);
    return [...base].sort((a, b) => rank(a) - rank(b));
  }
}
