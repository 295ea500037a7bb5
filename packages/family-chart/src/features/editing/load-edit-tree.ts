/** The EditTree class and what only it uses (edit-tree-part.ts), loaded the first time a chart's edit tree is made. */
import { onFirstUse } from '../../schedule/on-first-use'

export const editTreePart = onFirstUse('the edit tree', () => import('./edit-tree-part'))
