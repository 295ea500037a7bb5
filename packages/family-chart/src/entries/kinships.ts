/** `family-chart/kinships`: how everyone is related to one person (Chart.calculateKinships). */
export { kinships, type KinshipMethods } from '../features/kinships/feature'
export { calculateKinships, type KinshipInfoConfig, type Kinships } from '../data/kinship/calculate-kinships'
export { getKinshipsDataStash } from '../data/kinship/kinships-data'
