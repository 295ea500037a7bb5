// Before each test file, the edit tree's session (its form, modes and saving, loaded on first use) is loaded, as the
// script-tag build has it: a test of what the form does then runs synchronously after open(). Waiting for it on first
// use is tested in test/features/editing/session-on-first-use.test.ts, from a fresh module registry.
import { editSessionPart } from '../../src/features/editing/load-session'

beforeAll(() => editSessionPart.load())
