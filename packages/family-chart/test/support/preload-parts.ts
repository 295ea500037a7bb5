// Before each test file, the parts nearly every DOM test relies on are loaded, as the script-tag build has them: the
// edit tree's class (so the drop-in's chart.editTree() makes it at once) and its session (its form, modes and
// saving), so a test of the form runs synchronously after open(); the folds' working half, so a fold is drawn at
// once; the data report, so problems are on the console at once; the person search box's behaviour, so typing lists
// matches at once; and the hover path's lighting, so a hover lights at once. Waiting for them on first use is tested
// from a fresh module registry in test/features/editing/session-on-first-use.test.ts,
// test/features/editing/edit-tree-on-first-use.test.ts, test/features/collapse/folds-on-first-use.test.ts and
// test/features/lazy-parts.test.ts.
import { editSessionPart } from '../../src/features/editing/load-session'
import { editTreePart } from '../../src/features/editing/load-edit-tree'
import { foldBody } from '../../src/features/collapse/load-body'
import { reportPart } from '../../src/features/validation/load-report'
import { searchBehaviour } from '../../src/features/person-search/load-behaviour'
import { hoverPathPart } from '../../src/features/hover-path/load-path'

beforeAll(() =>
  Promise.all([
    editTreePart.load(),
    editSessionPart.load(),
    foldBody.load(),
    reportPart.load(),
    searchBehaviour.load(),
    hoverPathPart.load(),
  ]),
)
