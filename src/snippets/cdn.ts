/** jsDelivr URLs of d3 and of the documented family-chart version, used by the standalone HTML snippet. */
import { LIBRARY_VERSION } from '../constants'

/** d3 v7 UMD bundle, exposing global `d3`. */
export const D3_CDN_URL = 'https://cdn.jsdelivr.net/npm/d3@7'

/** family-chart IIFE bundle (package "jsdelivr" entry), exposing global `f3`. */
export const FAMILY_CHART_CDN_URL = `https://cdn.jsdelivr.net/npm/family-chart@${LIBRARY_VERSION}`

/** The GEDCOM entry point's script-tag file, exposing global `f3Gedcom` (needs neither d3 nor f3). */
export const FAMILY_CHART_GEDCOM_CDN_URL = `${FAMILY_CHART_CDN_URL}/dist/family-chart-gedcom.min.js`

/** family-chart stylesheet. */
export const FAMILY_CHART_CSS_CDN_URL = `${FAMILY_CHART_CDN_URL}/dist/styles/family-chart.css`

/** Vue 3's global build, exposing global `Vue`, for chart code that mounts a Vue app (the Vue example). */
export const VUE_CDN_URL = 'https://cdn.jsdelivr.net/npm/vue@3/dist/vue.global.prod.js'
