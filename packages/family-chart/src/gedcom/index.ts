/** family-chart/gedcom: GEDCOM 5.5.1 and 7.0 in and out (a separate entry point; the chart bundle does not carry it). */
export { importGedcom } from './import-gedcom'
export { exportGedcom } from './export-gedcom'
export { GedcomError } from './gedcom-error'
export type { GedcomErrorCode } from './gedcom-error'
export type {
  GedcomNode,
  GedcomVersion,
  ImportGedcomOptions,
  ImportGedcomResult,
  ExportGedcomOptions,
  KeptFamily,
  KeptPerson,
} from './types'
