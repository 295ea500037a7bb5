/**
 * The drop-in's hover path feature: its lighting loads as the first card asks for it, so the program that draws a
 * chart does not carry it (the ES module of `family-chart`; the script-tag and CommonJS builds have it at once,
 * through load-path.static.ts).
 */
import type { Feature } from '../../chart/plug'
import { defineHoverPath } from './define-hover-path'
import { hoverPathPart } from './load-path'

export const hoverPathOnFirstUse: Feature = defineHoverPath(hoverPathPart)
