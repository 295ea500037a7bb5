/** The public surface of family-chart. */
export { calculateTree } from './layout/calculate-tree'
export { validateData } from './data/validate'
export { getMaxDepth } from './layout/max-depth'
export type { Data, Datum, Gender } from './data/types'
export type { DataProblem, DataProblemType } from './data/validate'
export type { TreeDatum, TreeData, Tree, TreeLink, CalculateTreeOptions } from './layout/types'
