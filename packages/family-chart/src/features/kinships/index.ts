// Kinship feature: names relatives of the main person and extracts the people connecting two relatives.
export { calculateKinships, type KinshipInfoConfig, type Kinships } from './calculate-kinships'
export { getKinshipsDataStash } from './kinships-data'
