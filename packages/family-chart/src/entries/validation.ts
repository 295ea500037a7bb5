/** `family-chart/validation`: problems in the data reported on the console. */
export { validation } from '../features/validation/feature'
export { validateData, type DataProblem, type DataProblemType } from '../data/validate'
