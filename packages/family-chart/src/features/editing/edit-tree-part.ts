// The edit tree's part loaded on first use (load-edit-tree.ts). It is its own module, not edit-tree.ts, which the
// namespace exports too: the part then carries its own copy of the class and what only it uses
// (scripts/own-copies.json), and a program that draws does not.
export { EditTree } from './edit-tree'
