// The hover path's part loaded on first use. It is its own module, not hover-path.ts, which the namespace exports
// too: the part then carries its own copy of the lighting (scripts/own-copies.json) and a program that draws does not.
export { createHoverPath } from './hover-path'
