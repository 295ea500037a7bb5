/** How a child is related to a parent and how a marriage ended: the values the data fields hold. */

/**
 * How a child is related to one parent, stored on the child as `data['parent_type__ref__<parentId>']`. A missing
 * field means `'birth'`.
 * @since next
 */
export type ParentType = 'birth' | 'adopted' | 'step' | 'foster' | 'sealing' | 'unknown'

/**
 * How a marriage ended, stored on both spouses as `data['marriage_end__ref__<spouseId>']` (missing: it has not ended
 * as far as the data says); the date as written goes in `data['marriage_end_date__ref__<spouseId>']`.
 * @since next
 */
export type MarriageEnd = 'divorced' | 'separated' | 'annulled' | 'ended'
