/** `family-chart/families`: adoptive, step and foster families and ended marriages on the chart (Chart.setParentFamily). */
export { families, type FamiliesMethods } from '../features/families/feature'
export { parentFamilyLayout, type ParentFamily, type ParentFamilyChoices } from '../layout/parent-families'
export type { MarriageEnd, ParentType } from '../data/parent-families'
