/** The script-tag and CommonJS builds' EditTree: in the bundle, so `chart.editTree()` makes it at once (see tsup.config.ts). */
import { alreadyLoaded } from '../../schedule/on-first-use'
import * as part from './edit-tree-part'

export const editTreePart = alreadyLoaded(part)
