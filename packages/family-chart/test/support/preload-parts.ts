// Before each test file, the parts nearly every DOM test relies on are loaded, as the script-tag build has them: the
// edit tree's session (its form, modes and saving), so a test of the form runs synchronously after open(); the folds'
// working half, so a fold is drawn at once; and the data report, so problems are on the console at once. Waiting for
// them on first use is tested from a fresh module registry in test/features/editing/session-on-first-use.test.ts,
// test/features/collapse/folds-on-first-use.test.ts and test/features/lazy-parts.test.ts.
import { editSessionPart } from '../../src/features/editing/load-session'
import { foldBody } from '../../src/features/collapse/load-body'
import { reportPart } from '../../src/features/validation/load-report'

beforeAll(() => Promise.all([editSessionPart.load(), foldBody.load(), reportPart.load()]))
