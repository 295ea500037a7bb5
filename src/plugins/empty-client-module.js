// Stands in for the theme's Prism language client module (see prism-client-module.js): the site registers no extra
// Prism languages, so there is nothing to run.
export {}
