/** `family-chart/relationship`: how are two people related, shown on the chart (Chart.showRelationship). */
export { relationship, type RelationshipMethods } from '../features/relationship/feature'
export { relationshipBetween, type Relationship } from '../features/relationship/relationship-between'
export type { ShownRelationship } from '../features/relationship/relationship-control'
