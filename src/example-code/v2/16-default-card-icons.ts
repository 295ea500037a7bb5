// v2 example 16: cards without a photo show an icon chosen by gender, set with setDefaultPersonIcon and f3.icons.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)

  f3Chart.setCardHtml()
    .setCardDisplay([["first name", "last name"], ["birthday"]])
    .setDefaultPersonIcon((d) => {
      // The markup is our own (no data values in it), so it needs no escaping.
      if (d.data.data.gender === "F") return '<span class="icon-female">' + f3.icons.personSvgIcon() + '</span>'
      return '<span class="icon-male">' + f3.icons.userSvgIcon() + '</span>'
    })

  f3Chart.updateTree({ initial: true })
}`,
  css: `.f3 .icon-female,
.f3 .icon-male {
  display: block;
  width: 100%;
  height: 100%;
}
.f3 .icon-female {
  color: #ffe3ea;
}
.f3 .icon-male {
  color: #dcf1ff;
}`,
}

export default example
