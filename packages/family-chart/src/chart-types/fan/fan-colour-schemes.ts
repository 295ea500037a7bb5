/** The fan's colour scheme names, apart from fan-colours.ts: the fan feature checks a scheme before its bulk loads. */

/**
 * How places are coloured: by sex, by the father's and the mother's line, by generation, or by surname.
 * @since next
 */
export type FanColourScheme = 'sex' | 'line' | 'generation' | 'surname'
/** The colour schemes a page may choose, in the order a menu would list them. @since next */
export const FAN_COLOUR_SCHEMES: readonly FanColourScheme[] = ['sex', 'line', 'generation', 'surname']
