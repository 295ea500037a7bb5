// v2 example 11: round-image cards (setStyle('imageCircle')) recoloured through the chart's CSS custom properties.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data-curie.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(160)
    .setCardYSpacing(170)

  f3Chart.setCardHtml()
    .setCardDisplay([["first name"], ["birthday"]])
    .setStyle('imageCircle')

  f3Chart.updateTree({ initial: true })
}`,
  css: `#FamilyChart.f3 {
  --f3-background: #10202b;
  --f3-male: #3d8fb8;
  --f3-female: #d0689a;
  --f3-link: #9fc3d6;
  --f3-main-outline: #ffd24d;
  background-color: var(--f3-background);
}
#FamilyChart.f3 div.f3-card .f3-card-image {
  border: 3px solid rgba(255, 255, 255, 0.7);
}
#FamilyChart.f3 div.f3-card-main .f3-card-image {
  border-color: var(--f3-main-outline);
}
#FamilyChart.f3 div.f3-card .f3-card-label {
  font-size: 12px;
  text-shadow: 0 1px 2px #000;
}`,
}

export default example
