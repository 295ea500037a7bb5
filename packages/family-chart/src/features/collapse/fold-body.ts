/**
 * The folds' working half: the controls and badges on the cards, the menu items, folding with the card kept in
 * place and the words said of it. Loaded the first time a chart shows fold controls, folds a branch or exports with
 * folds (load-body.ts); what the layout needs of a fold is the store's record (fold-state.ts), which stays at hand.
 */
export { setFold, toggleFold, tellFold } from './toggle-fold'
export { foldButtons, foldSvgControls } from './fold-control'
export { foldCardActions } from './fold-actions'
export { foldBadges } from './card-folds'
