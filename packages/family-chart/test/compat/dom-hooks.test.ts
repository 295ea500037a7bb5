/**
 * @jest-environment jsdom
 */
// The DOM page code reaches into, side by side: every selector below matches in the published 0.8.0 and 0.9.0 (so
// the list stays true) and must match in ours, beside our roles and labels.
import { cardNamed, container, editableChart, family, formButton, libraries } from './harness'

type Check = [selector: string, what: string]

/** The selectors of `checks` that match nothing in the chart, for each library. */
function missing(build: (f3: any) => void, checks: Check[]): Record<string, string[]> {
  const result: Record<string, string[]> = {}
  for (const lib of libraries()) {
    build(lib.f3)
    result[lib.name] = checks
      .filter(([selector]) => !document.querySelector(`#FamilyChart ${selector}`))
      .map(([selector, what]) => `${selector} (${what})`)
  }
  return result
}

function expectAllPresent(result: Record<string, string[]>) {
  expect(result['0.8.0']).toEqual([])
  expect(result['0.9.0']).toEqual([])
  expect(result.ours).toEqual([])
}

const htmlCardChecks: Check[] = [
  ['div.card_cont > * .card[data-id="me"], div.card_cont > .card[data-id="me"]', 'the card of a person, by id'],
  ['.card.card-male', 'male card'],
  ['.card.card-female', 'female card'],
  ['.card.card-main[data-id="me"]', 'the main person'],
  ['.card.card-depth-0', 'generation of the main person'],
  ['.card.card-depth--1', 'parents (ancestry is negative)'],
  ['.card.card-depth-1', 'children'],
  ['.card .card-inner.card-image-rect', 'inner box of the default style'],
  ['.card .card-inner .card-label', 'the text of the card'],
  ['.card .person-icon svg', 'the icon of a person without a picture'],
]

describe('HTML cards', () => {
  it('have the classes and attributes of 0.8 / 0.9', () => {
    expectAllPresent(
      missing((f3) => {
        container()
        const chart = f3.createChart('#FamilyChart', family()).setTransitionTime(0)
        chart
          .setCardHtml()
          .setCardDisplay([['first name', 'last name']])
          .setMiniTree(true)
          .setStyle('imageRect')
        chart.updateMainId('me')
        chart.updateTree({ initial: true })
      }, htmlCardChecks),
    )
  })

  it('show the mini tree of a person whose relatives are not all drawn', () => {
    expectAllPresent(
      missing(
        (f3) => {
          container()
          const chart = f3.createChart('#FamilyChart', family()).setTransitionTime(0)
          chart
            .setCardHtml()
            .setCardDisplay([['first name', 'last name']])
            .setMiniTree(true)
          chart.updateMainId('kid')
          chart.setAncestryDepth(1)
          chart.updateTree({ initial: true })
        },
        [['.card_cont .mini-tree', 'on the father, whose parents are not drawn']],
      ),
    )
  })

  it('name the inner box after the style', () => {
    const styles: [string, string][] = [
      ['imageCircle', 'card-image-circle'],
      ['rect', 'card-rect'],
      ['imageCircleRect', 'card-rect'],
    ]
    for (const [style, cls] of styles) {
      expectAllPresent(
        missing(
          (f3) => {
            container()
            const chart = f3.createChart('#FamilyChart', family()).setTransitionTime(0)
            chart
              .setCardHtml()
              .setCardDisplay([['first name', 'last name']])
              .setStyle(style)
            chart.updateTree({ initial: true })
          },
          [[`.card .card-inner.${cls}`, style]],
        ),
      )
    }
  })

  it('mark the single-parent empty card .card-to-add', () => {
    const data = () => [
      { id: 'a', data: { gender: 'M', 'first name': 'Al' }, rels: { children: ['b'] } },
      { id: 'b', data: { gender: 'F', 'first name': 'Bo' }, rels: { father: 'a' } },
    ]
    expectAllPresent(
      missing(
        (f3) => {
          container()
          const chart = f3
            .createChart('#FamilyChart', data())
            .setTransitionTime(0)
            .setSingleParentEmptyCard(true, { label: 'Unknown' })
          chart.setCardHtml().setCardDisplay([['first name']])
          chart.updateMainId('b')
          chart.updateTree({ initial: true })
        },
        [['.card.card-to-add', 'the unknown other parent']],
      ),
    )
  })
})

describe('SVG cards', () => {
  it('have the groups page code draws into', () => {
    expectAllPresent(
      missing(
        (f3) => {
          container()
          const chart = f3.createChart('#FamilyChart', family()).setTransitionTime(0)
          chart.setCardSvg().setCardDisplay([['first name', 'last name']])
          chart.updateTree({ initial: true })
        },
        [
          ['g.card_cont g.card.card-male', 'the card'],
          ['g.card.card-female', 'female card'],
          ['g.card .card-inner', 'the group in card coordinates'],
          ['g.card .card-inner .card-body rect.card-body-rect', 'the card body'],
          ['g.card .card-inner .card-text text', 'the text group'],
        ],
      ),
    )
  })

  it('hand the card element to setOnCardClick as this, and stop the click there', () => {
    const seen: Record<string, unknown> = {}
    for (const lib of libraries()) {
      container()
      const chart = lib.f3.createChart('#FamilyChart', family()).setTransitionTime(0)
      const card = chart.setCardSvg().setCardDisplay([['first name', 'last name']])
      let bubbled = false
      document.getElementById('FamilyChart')!.addEventListener('click', () => {
        bubbled = true
      })
      card.setOnCardClick(function (this: Element, e: MouseEvent, d: any) {
        seen[lib.name] = {
          thisIsCard: this.classList.contains('card'),
          currentTarget: (e.currentTarget as Element).classList.contains('card'),
          id: d.data.id,
        }
      })
      chart.updateTree({ initial: true })
      const kid = [...document.querySelectorAll('g.card')].find((g) => g.textContent!.includes('Lia'))!
      kid.querySelector('.card-body-rect')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
      seen[lib.name] = { ...(seen[lib.name] as object), bubbled }
    }
    expect(seen.ours).toEqual(seen['0.9.0'])
    expect(seen.ours).toEqual({ thisIsCard: true, currentTarget: true, id: 'kid', bubbled: false })
  })
})

describe('the person form', () => {
  const viewChecks: Check[] = [
    ['.f3-form-cont form#familyForm.f3-form.non-editable', 'the form, read-only'],
    ['.f3-close-btn', 'close'],
    ['.f3-add-relative-btn', 'add relative'],
    ['.f3-edit-btn', 'edit'],
    ['.f3-info-field .f3-info-field-label', 'a field label in the read-only view'],
    ['.f3-info-field .f3-info-field-value', 'a field value in the read-only view'],
    ['.f3-history-controls', 'undo and redo'],
  ]
  const editChecks: Check[] = [
    ['form#familyForm.f3-form:not(.non-editable)', 'the form, editable'],
    ['.f3-form-field input[name="first name"]', 'a field named by its id'],
    ['.f3-radio-group input[type="radio"][name="gender"][value="M"]', 'gender radio'],
    ['input[type="radio"][name="gender"][value="F"]:checked', 'the gender of the person'],
    ['button[type="submit"]', 'submit'],
    ['.f3-cancel-btn', 'cancel'],
    ['.f3-delete-btn', 'delete'],
    ['.f3-remove-relative-btn', 'remove relation'],
    ['.f3-history-controls .f3-back-button', 'undo'],
    ['.f3-history-controls .f3-forward-button', 'redo'],
  ]

  it('read-only: the hooks of 0.8 / 0.9', () => {
    expectAllPresent(
      missing((f3) => {
        editableChart(f3)
        cardNamed('Lia Reed').click()
      }, viewChecks),
    )
  })

  it('in edit mode: the hooks of 0.8 / 0.9', () => {
    expectAllPresent(
      missing((f3) => {
        editableChart(f3)
        cardNamed('Lia Reed').click()
        formButton('.f3-edit-btn').click()
      }, editChecks),
    )
  })

  it('keeps our roles and names beside the hooks', () => {
    editableChart(libraries()[0].f3)
    cardNamed('Lia Reed').click()
    const card = cardNamed('Lia Reed')
    expect(card.getAttribute('role')).toBe('button')
    expect(formButton('.f3-edit-btn').getAttribute('aria-label')).toBe('Edit')
    expect(formButton('.f3-add-relative-btn').getAttribute('aria-label')).toBe('Add relative')
    expect(formButton('.f3-close-btn').getAttribute('aria-label')).toBe('Close')
    expect(document.querySelector('.f3-form-cont')!.classList.contains('opened')).toBe(true)
  })
})
