// Before each test file, the person search's list (loaded on first use) is loaded, as the script-tag and CommonJS
// builds have it: a test of the search box then types and reads the list synchronously. Waiting for it on first use is
// tested in test/features/person-search/list-on-first-use.test.ts, from a fresh module registry.
import { personListPart } from '../../src/features/person-search/load-list'

beforeAll(() => personListPart.load())
