/** The explorer's constants; its initial chart settings are WIKI_DEFAULTS in src/builder/config.ts. */

/** People offered in the sidebar before any visit; all of them are in the committed stash. */
export const POPULAR_PEOPLE: { label: string; wiki_id: string }[] = [
  { label: 'Charles III', wiki_id: 'Q43274' },
  { label: 'Elizabeth II', wiki_id: 'Q9682' },
  { label: 'William, Prince of Wales', wiki_id: 'Q36812' },
  { label: 'Prince Harry, Duke of Sussex', wiki_id: 'Q152316' },
  { label: 'Prince Philip, Duke of Edinburgh', wiki_id: 'Q80976' },
  { label: 'Queen Elizabeth, The Queen Mother', wiki_id: 'Q10633' },
  { label: 'Diana, Princess of Wales', wiki_id: 'Q9685' },
  { label: 'Wilhelm II', wiki_id: 'Q2677' },
]
