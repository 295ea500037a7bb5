/**
 * The namespaces of the ESM and CommonJS entry as plain frozen objects: `handlers`, `elements`, `htmlHandlers` and
 * the default export. A bundler's namespace object (`export * as`) is filled by a call that an application's bundler
 * cannot drop, so every helper it names would ship with every program; these literals are marked pure and go when
 * unused. Their types are those of the modules, so a name missing here is a compile error.
 */
import type * as HandlersModule from './handlers'
import type * as ElementsModule from './elements'
import type * as HtmlHandlersModule from './compat/html-handlers'
import type * as Namespace from './namespace'
import * as h from './handlers'
import * as e from './elements'
import * as html from './compat/html-handlers'
import * as n from './namespace'

/** Data and view helpers (see namespace.ts). @since 0.8.0 */
export const handlers = /* @__PURE__ */ Object.freeze({
  treeFit: h.treeFit,
  calculateTreeFit: h.calculateTreeFit,
  cardToMiddle: h.cardToMiddle,
  manualZoom: h.manualZoom,
  getCurrentZoom: h.getCurrentZoom,
  zoomTo: h.zoomTo,
  toggleRelatives: h.toggleRelatives,
  connectedIds: h.connectedIds,
  buildRelationIndex: h.buildRelationIndex,
  linksToMain: h.linksToMain,
  personOptions: h.personOptions,
  filterPersonOptions: h.filterPersonOptions,
  isPlaceholder: h.isPlaceholder,
  placeholderRelation: h.placeholderRelation,
  isUnknownPerson: h.isUnknownPerson,
  setupZoom: h.setupZoom,
  cardChangeMain: h.cardChangeMain,
  cardShowHideRels: h.cardShowHideRels,
  calculateDelay: h.calculateDelay,
  createNewPerson: h.createNewPerson,
  createNewPersonWithGenderFromRel: h.createNewPersonWithGenderFromRel,
  addNewPerson: h.addNewPerson,
  deletePerson: h.deletePerson,
  onDeleteSyncRelReference: h.onDeleteSyncRelReference,
  syncRelReference: h.syncRelReference,
  removeToAdd: h.removeToAdd,
  removeToAddFromData: h.removeToAddFromData,
  moveToAddToAdded: h.moveToAddToAdded,
  cleanupDataJson: h.cleanupDataJson,
  submitFormData: h.submitFormData,
  checkIfConnectedToFirstPerson: h.checkIfConnectedToFirstPerson,
  checkIfRelativesConnectedWithoutPerson: h.checkIfRelativesConnectedWithoutPerson,
  isAllRelativeDisplayed: h.isAllRelativeDisplayed,
  createFormEdit: h.createFormEdit,
  createFormNew: h.createFormNew,
  createHistory: h.createHistory,
  createHistoryControls: h.createHistoryControls,
  htmlContSetup: h.htmlContSetup,
  cardComponentSetup: h.cardComponentSetup,
} satisfies typeof HandlersModule)

/** DOM building blocks (see namespace.ts). @since 0.8.0 */
export const elements = /* @__PURE__ */ Object.freeze({
  createPersonDropdown: e.createPersonDropdown,
  createHoverPath: e.createHoverPath,
  Card: e.Card,
  CardHtml: e.CardHtml,
  CardSvg: e.CardSvg,
  appendElement: e.appendElement,
  infoPopup: e.infoPopup,
  kinshipInfo: e.kinshipInfo,
} satisfies typeof ElementsModule)

/** The published helpers that set up the HTML layer over the SVG (see namespace.ts). @since 0.8.0 */
export const htmlHandlers = /* @__PURE__ */ Object.freeze({
  default: html.default,
  htmlContSetup: html.htmlContSetup,
  createHtmlSvg: html.createHtmlSvg,
  onZoomSetup: html.onZoomSetup,
  setupReactiveTreeData: html.setupReactiveTreeData,
  setupHtmlSvg: html.setupHtmlSvg,
  getUniqueId: html.getUniqueId,
} satisfies typeof HtmlHandlersModule)

/** Everything the package exports, as one object: the default export. @since 0.8.0 */
export const namespace = /* @__PURE__ */ Object.freeze({
  createChart: n.createChart,
  Chart: n.Chart,
  ALL_FEATURES: n.ALL_FEATURES,
  EditTree: n.EditTree,
  calculateTree: n.calculateTree,
  createStore: n.createStore,
  validateData: n.validateData,
  detectDataShape: n.detectDataShape,
  toDataShape: n.toDataShape,
  getMaxDepth: n.getMaxDepth,
  calculateKinships: n.calculateKinships,
  getKinshipsDataStash: n.getKinshipsDataStash,
  cardHtml: n.cardHtml,
  cardSvg: n.cardSvg,
  CardHtmlClass: n.CardHtmlClass,
  CardSvgClass: n.CardSvgClass,
  CardHtml: n.CardHtml,
  CardSvg: n.CardSvg,
  icons: n.icons,
  handlers,
  elements,
  htmlHandlers,
  view: n.view,
  createSvg: n.createSvg,
  CalculateTree: n.CalculateTree,
  Card: n.Card,
  formatData: n.formatData,
  formatDataForExport: n.formatDataForExport,
  toggleCollapse: n.toggleCollapse,
  relationshipBetween: n.relationshipBetween,
  isLiving: n.isLiving,
  latestYear: n.latestYear,
  initialsOf: n.initialsOf,
  privateDatum: n.privateDatum,
  isPrivateLiving: n.isPrivateLiving,
  privateText: n.privateText,
  byMarriageDate: n.byMarriageDate,
  dateSortKey: n.dateSortKey,
  marriageDateKey: n.marriageDateKey,
} satisfies typeof Namespace)
