/**
 * The browser entry of the site: Docusaurus' own client entry, with the big libraries of the main chunk evaluated
 * first, each in a task of its own.
 *
 * Webpack evaluates an entry's whole import graph in one go: React DOM, the router, the head manager, the route
 * table and the theme ran as one main-thread task of several hundred milliseconds on a slow phone, before hydration
 * could start. Here each library is evaluated (from the same chunk, `webpackMode: "eager"`: no request) in its own
 * task, and Docusaurus' entry then finds them in the module cache. Only modules without CSS are pulled forward, so
 * the order of the site's style sheet is the same as with Docusaurus' entry.
 */
import { runInStages } from './run-in-stages'

runInStages([
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'react-router-dom'),
  () => import(/* webpackMode: "eager" */ 'react-helmet-async'),
  () => import(/* webpackMode: "eager" */ '@generated/routes'),
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js'),
]).catch((error: unknown) => {
  console.error('The site failed to start:', error)
})
