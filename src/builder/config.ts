/** The builder's configuration: every setting of the create-tree page, with the creator and wiki-tree defaults. */
import type { BuilderDim } from './card-styles'
import type { CardStyleName } from './card-styles'
import type { LocaleCode } from '@site/src/snippets/locales'

export interface BuilderConfig {
  /** The chart type (Chart.setChartType): 'hourglass', or another of BUILDER_CHART_TYPES ('relatives', 'fan'). */
  chartType: string
  /** Steps of relations the relatives chart draws; null = everyone connected. */
  relativesDepth: number | null
  /** Enable Detail View: an edit tree with a side form. */
  enableEdit: boolean
  /** The form sits in a fixed side panel (true) or floats over the chart (false). */
  fixed: boolean
  /** A card click opens the form in edit mode. */
  editFirst: boolean
  /** The form is read-only: no editing, adding or removing. */
  viewOnly: boolean
  /** The 'Profile already exists?' select on new relatives. */
  linkExistingRel: boolean
  /** Form fields, in order. */
  fields: string[]
  /** Card text: rows of field names. */
  cardDisplay: string[][]
  /** The data field holding the image URL. */
  imageField: string
  cardStyle: CardStyleName
  /** Dimensions that differ from the style's defaults, or null when none do. */
  cardDim: Partial<BuilderDim> | null
  showMiniTree: boolean
  showHoverPath: boolean
  transitionTime: number
  cardXSpacing: number
  cardYSpacing: number
  singleParentEmptyCard: boolean
  emptyCardLabel: string
  horizontalOrientation: boolean
  showSiblingsOfMain: boolean
  showDuplicateBranchToggle: boolean
  /** Fold controls on the cards (Chart.setCollapsible). */
  collapsible: boolean
  /** null = unlimited. */
  ancestryDepth: number | null
  progenyDepth: number | null
  /** Field the children are sorted by, or null for the data order. */
  sortChildrenBy: string | null
  isDescSortChildrenBy: boolean
  /** Hide living people (Chart.setPrivacy): private cards for those without a death born less than `livingYears` ago. */
  hideLiving: boolean
  livingYears: number
  /** Spouses in the order of their marriage dates (Chart.setSortSpousesByMarriageDate). */
  sortSpousesByMarriageDate: boolean
  /** The chart's language (Chart.setLocale with family-chart/locales/<code>), or null for the built-in English. */
  locale: LocaleCode | null
}

export const DEFAULT_FIELDS = ['first name', 'last name', 'birthday', 'avatar']

/** The create-tree page starts here (SPEC section 9, creator defaults). */
export const CREATOR_DEFAULTS: BuilderConfig = {
  chartType: 'hourglass',
  relativesDepth: null,
  enableEdit: true,
  fixed: true,
  editFirst: true,
  viewOnly: false,
  linkExistingRel: false,
  fields: DEFAULT_FIELDS,
  cardDisplay: [['first name', 'last name'], ['birthday']],
  imageField: 'avatar',
  cardStyle: 'imageRect',
  cardDim: null,
  showMiniTree: true,
  showHoverPath: true,
  transitionTime: 1000,
  cardXSpacing: 250,
  cardYSpacing: 150,
  singleParentEmptyCard: true,
  emptyCardLabel: 'ADD',
  horizontalOrientation: false,
  showSiblingsOfMain: false,
  showDuplicateBranchToggle: false,
  collapsible: false,
  ancestryDepth: null,
  progenyDepth: null,
  sortChildrenBy: null,
  isDescSortChildrenBy: false,
  hideLiving: false,
  livingYears: 100,
  sortSpousesByMarriageDate: false,
  locale: null,
}

/** The wiki explorer's starting configuration (SPEC section 9, wiki tree initial configuration). */
export const WIKI_DEFAULTS: BuilderConfig = {
  ...CREATOR_DEFAULTS,
  fixed: true,
  editFirst: false,
  viewOnly: true,
  enableEdit: true,
  cardDisplay: [['label'], []],
  fields: [
    'label',
    'desc',
    'occupation',
    'place of birth',
    'place of death',
    'country of citizenship',
    'position held',
    'noble title',
    'religion or worldview',
  ],
  emptyCardLabel: 'Unknown',
  showDuplicateBranchToggle: true,
  ancestryDepth: 4,
  progenyDepth: 3,
  // Everyone connected would be all of Wikidata: the explorer's relatives chart stops at first cousins.
  relativesDepth: 4,
}
