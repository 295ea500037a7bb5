// Copies the stylesheet into dist/styles so consumers can import 'family-chart/styles/family-chart.css'.
import { mkdirSync, copyFileSync } from 'node:fs'

mkdirSync('dist/styles', { recursive: true })
copyFileSync('src/styles/family-chart.css', 'dist/styles/family-chart.css')
