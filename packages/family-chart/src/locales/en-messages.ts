// The English catalogue: every sentence and label the library shows or announces, by key, in today's wording.
// It is also the inventory of those strings: each group names the source files that say them today.
import type { Message } from './message'

/** "Ann's", "James'": the English possessive the library has always used. */
const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`)
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * Every message the chart says, in English, by key: the fallback of every locale and the list of what a locale of
 * your own may say.
 * @since next
 */
export const EN_MESSAGES = {
  // Shared buttons: form/render-form.ts, compat/modal.ts, compat/info-popup.ts, edit-tree/keep-children-modal.ts,
  // features/relationship/relationship-control.ts, features/person-dropdown.ts, features/data-source/loading-card.ts,
  // chart-card-actions.ts.
  'action.close': 'Close',
  'action.cancel': 'Cancel',
  'action.clear': 'Clear',
  'action.retry': 'Retry',
  'action.edit': 'Edit',
  'action.accept': 'Accept',

  // The person form: form/render-form.ts, form/form-state.ts, form/form-creator.ts.
  'form.gender': 'Gender',
  'form.male': 'Male',
  'form.female': 'Female',
  'form.submit': 'Submit',
  'form.delete': 'Delete',
  'form.stopEditing': 'Stop editing',
  'form.addRelative': 'Add relative',
  'form.cancelAddRelative': 'Cancel adding a relative',
  'form.newRelatives': 'Add a relative',
  'form.removeRelation': 'Remove Relation',
  'form.cancelRemoveRelation': 'Cancel Remove Relation',
  'form.noDetails': 'No details yet.',
  'form.selectField': 'Select {field}',
  'form.spouseField': '{field} - {name}',
  'form.tooLong': '{field}: {count} characters, too long to edit here; kept as it is.',
  'form.linkExistingTitle': 'Profile already exists?',
  'form.linkExistingPlaceholder': 'Select profile',
  'form.parentTypeLabel': 'Relationship to {name}',
  'form.parentTypeLabelUnnamed': 'Relationship to the child',
  'form.parentTypePlaceholder': 'Select relationship',
  'parentType.birth': 'Birth',
  'parentType.adopted': 'Adopted',
  'parentType.step': 'Step',
  'parentType.foster': 'Foster',
  'parentType.sealing': 'Sealing',
  'parentType.unknown': 'Unknown',

  // Add-relative mode: edit/add-relative.ts (placeholder labels), form/render-form.ts, edit/placeholder-detail.ts.
  'addRelative.father': 'Add Father',
  'addRelative.mother': 'Add Mother',
  'addRelative.spouse': 'Add Spouse',
  'addRelative.son': 'Add Son',
  'addRelative.daughter': 'Add Daughter',
  'addRelative.parent': 'Add Adoptive, Step or Foster Parent',
  'placeholder.newSpouse': 'the new spouse',
  'placeholder.with': 'with {name}',
  'placeholder.parentOf': 'parent of {names}',
  'placeholder.fatherOf': 'Father of {name}',
  'placeholder.motherOf': 'Mother of {name}',
  'placeholder.spouseOf': 'Spouse of {name}',
  'placeholder.parentOfPerson': 'Parent of {name}',
  'placeholder.sonOf': 'Son of {name}',
  'placeholder.daughterOf': 'Daughter of {name}',
  'placeholder.sonOfCouple': 'Son of {name} and {other}',
  'placeholder.daughterOfCouple': 'Daughter of {name} and {other}',
  'placeholder.withDetail': '{text}, {detail}',
  'list.two': '{first} and {second}',
  'list.three': '{first}, {second} and {third}',
  'list.more': '{first}, {second} and {count} more',

  // What an edit says (banner and live region): edit-tree/edit-announcements.ts, edit-tree/history-controls.ts,
  // edit-tree/keep-children-modal.ts.
  'edit.added': 'Added {name}',
  'edit.addedAs': 'Added {name} as {relation} of {other}',
  'edit.linkedAs': 'Linked {name} as {relation} of {other}',
  'edit.newPerson': 'the new person',
  'edit.saved': 'Saved',
  'edit.savedName': 'Saved {name}',
  'edit.deleted': 'Deleted {name}',
  'edit.deletedKept': 'Deleted {name}; an unknown person keeps the family connected',
  'edit.removedRelation': 'Removed the relation between {name} and {other}',
  'edit.undo': 'Undo',
  'edit.redo': 'Redo',
  'relType.father': 'father',
  'relType.mother': 'mother',
  'relType.spouse': 'spouse',
  'relType.son': 'son',
  'relType.daughter': 'daughter',
  'relType.parent': 'parent',
  'keepChildren.question': 'You are removing the relation to {name}. They have children together: who keeps them?',
  'keepChildren.withPerson': 'Keep children with current person',
  'keepChildren.withSpouse': 'Keep children with spouse',

  // The published compat dialogs: compat/kinship-info.ts.
  'kinshipInfo.you': 'You',
  'kinshipInfo.labels': 'Kinship labels ',
  'kinshipInfo.show': 'Show how they are related',

  // Person search: features/person-dropdown.ts.
  'search.placeholder': 'Search',
  'search.failed': 'Search failed. Press Enter to try again.',
  'search.searching': 'Searching…',
  'search.noMatch': 'No match',
  'search.more': '{count} more, keep typing',
  'search.notConnected': ' (not connected)',

  // The card menu: chart-card-actions.ts.
  'cardMenu.label': 'Actions for {name}',
  'cardMenu.relationship': 'How are we related?',

  // How are we related: features/relationship/relationship-words.ts, relationship-control.ts, describe-path.ts.
  'relationship.sentence': ({ nameA, nameB, relation }) => `${nameB} is ${possessive(nameA)} ${relation}.`,
  'relationship.endLabel': ({ name, relation }) => `${possessive(name)} ${relation}`,
  'relationship.same': '{name} is the same person.',
  'relationship.notRelated': '{nameA} and {nameB} are not related in this tree.',
  'relationship.pick':
    'How is someone related to {name}? Choose the second person: click their card, press Enter on it, or pick them in the search. Escape cancels.',
  'relationship.cancelled': 'Choosing the second person cancelled.',
  'relationship.chain': ({ owner, relation }) => `${owner}'s ${relation}`,
  'relationship.relative': 'relative',

  // Folding branches: features/collapse/card-folds.ts (control and menu), features/collapse/toggle-fold.ts (announced).
  'fold.showAncestors': { one: 'Show {count} ancestor', other: 'Show {count} ancestors' },
  'fold.showAncestorsOf': { one: 'Show {count} ancestor of {name}', other: 'Show {count} ancestors of {name}' },
  'fold.hideAncestors': { one: 'Hide {count} ancestor', other: 'Hide {count} ancestors' },
  'fold.hideAncestorsOf': { one: 'Hide {count} ancestor of {name}', other: 'Hide {count} ancestors of {name}' },
  'fold.showDescendants': { one: 'Show {count} descendant', other: 'Show {count} descendants' },
  'fold.showDescendantsOf': { one: 'Show {count} descendant of {name}', other: 'Show {count} descendants of {name}' },
  'fold.hideDescendants': { one: 'Hide {count} descendant', other: 'Hide {count} descendants' },
  'fold.hideDescendantsOf': { one: 'Hide {count} descendant of {name}', other: 'Hide {count} descendants of {name}' },
  'fold.hidAncestors': { one: 'Hid {count} ancestor', other: 'Hid {count} ancestors' },
  'fold.hidAncestorsOf': { one: 'Hid {count} ancestor of {name}', other: 'Hid {count} ancestors of {name}' },
  'fold.showingAncestors': { one: 'Showing {count} ancestor', other: 'Showing {count} ancestors' },
  'fold.showingAncestorsOf': {
    one: 'Showing {count} ancestor of {name}',
    other: 'Showing {count} ancestors of {name}',
  },
  'fold.hidDescendants': { one: 'Hid {count} descendant', other: 'Hid {count} descendants' },
  'fold.hidDescendantsOf': { one: 'Hid {count} descendant of {name}', other: 'Hid {count} descendants of {name}' },
  'fold.showingDescendants': { one: 'Showing {count} descendant', other: 'Showing {count} descendants' },
  'fold.showingDescendantsOf': {
    one: 'Showing {count} descendant of {name}',
    other: 'Showing {count} descendants of {name}',
  },

  // Cards: cards/card-parts.ts, cards/card-svg.ts, cards/empty-card-lines.ts, chart.ts (the empty card's 'ADD'),
  // cards/relation-note.ts (the card's accessible description).
  'card.showFamilyOf': 'Show the family of {name}',
  'card.showFamily': "Show this person's family",
  'card.sharedBranchShown': 'Shared branch shown here',
  'card.showSharedBranch': 'Show the shared branch here',
  'card.appears': 'Appears {count} times in this tree',
  'card.unknown': 'Unknown',
  'card.add': 'ADD',
  'card.parentNote.birth': 'birth parent of {name}',
  'card.parentNote.adopted': 'adoptive parent of {name}',
  'card.parentNote.step': 'step parent of {name}',
  'card.parentNote.foster': 'foster parent of {name}',
  'card.parentNote.sealing': 'sealing parent of {name}',
  'card.parentNote.unknown': 'other parent of {name}',
  'card.thisChild': 'this child',
  'card.divorcedFrom': 'divorced from {name}',
  'card.separatedFrom': 'separated from {name}',
  'card.annulled': 'marriage to {name} annulled',
  'card.ended': 'marriage to {name} ended',
  'card.noteWithDate': '{note}, {date}',
  'card.noteSeparator': '; ',
  'card.spouse': 'spouse',
  'marriageEnd.divorced': 'divorced',
  'marriageEnd.separated': 'separated',
  'marriageEnd.annulled': 'annulled',
  'marriageEnd.ended': 'ended',

  // Other parent families: layout/parent-families.ts (link word, switch label, link title).
  'family.word.birth': 'birth',
  'family.word.adopted': 'adoptive',
  'family.word.step': 'step',
  'family.word.foster': 'foster',
  'family.word.sealing': 'sealing',
  'family.word.unknown': 'other',
  'family.switch': 'Show the {word} family of {name} in the tree',
  'family.switchUnnamed': 'Show the {word} family in the tree',
  'family.title': ({ word, name }) => `${capitalised(word)} family of ${name}`,
  'family.titleUnnamed': ({ word }) => `${capitalised(word)} family`,

  // Trees on demand: features/data-source/loading-card.ts.
  'source.loadingLabel': 'Loading a relative…',
  'source.failedLabel': 'A relative could not be loaded',
  'source.loading': 'Loading…',
  'source.failed': 'Could not load',
  'source.retryLabel': 'Retry loading this relative',

  // Privacy: data/privacy/living-privacy.ts, data/privacy/private-name.ts.
  'privacy.private': 'Private',
  'privacy.living': 'Living',
  'privacy.livingDescription': 'Living person: details are private',
  'privacy.description': 'Details are private',

  // Screen readers and the keyboard: view/a11y/chart-region.ts, view/a11y/chart-a11y.ts,
  // view/overview/overview-layer.ts.
  'chart.label': 'Family tree',
  'chart.keys':
    'Arrow keys move between relatives: up to parents, down to children, left and right to spouses and siblings. ' +
    'Enter makes the focused person the main person. Home returns to the main person.',
  'chart.moveKeys': 'Plus and minus zoom, Shift with an arrow key pans, Escape leaves the cards.',
  // The keys features add (families, collapse, card actions), said between the two above when in use.
  'keys.family': 'F shows another parent family (adoptive, step...) of the focused person in the tree.',
  'keys.fold':
    'A and D hide or show the ancestors or the descendants of the focused person, where the chart offers it.',
  'keys.menu': "Shift F10 or the context menu key opens the focused person's actions.",
  'chart.mainChanged': '{name} is now the main person',
  'chart.someone': 'Someone',
  'overview.label': 'Overview of {count} cards. Press Enter or click to zoom in.',

  // Export: export/prepare.ts and export/print.ts (titles), export/pdf.ts (page label), and the warnings handed to
  // the page (export/pdf.ts, export/png.ts, export/images.ts, export/links.ts, export/prepare.ts).
  'export.title': 'Family tree',
  'export.titleOf': 'Family tree of {name}',
  'export.printFrame': 'Family tree for printing',
  'export.pageLabel': 'Page {page} of {pages} · row {row} of {rows}, column {column} of {columns}',
  'export.pageOverlap': ' · neighbouring pages overlap by {mm} mm, between the dashed marks',
  'export.tooManyPages':
    "the tree needs more than {max} pages at a readable size; it was drawn smaller to fit {pages} pages. Use pageSize 'poster' for one large page.",
  'export.fontLacks':
    "some names use letters the PDF's built-in font (Helvetica) cannot show ({letters}); pass a TrueType font that has them as the font option",
  'export.pngScaled':
    "the tree is {width} × {height} px; at scale {wanted} that is more than this browser's canvas can hold, so the PNG was made at scale {scale} ({scaledWidth} × {scaledHeight} px). Export SVG or PDF for full detail at any size.",
  'export.imagesFailed':
    '{count} image(s) could not be read (the server does not allow it, through CORS, or the address fails) and were left out: {list}',
  'export.imagesMore': '{list}, and {count} more',
  'export.linkTextFailed': 'the spouse-link text function threw for {count} link(s); those links have no text',
  'export.customHtml':
    'cards with custom HTML (setCardInnerHtmlCreator or setDefaultPersonIcon) are exported as standard cards with the same rows',
} satisfies Record<string, Message>
