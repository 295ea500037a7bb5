// Angular: <family-chart> in a standalone component. CUSTOM_ELEMENTS_SCHEMA lets the template use the element;
// [data] sets its property, [attr.main-id] its attribute, (mainchange) listens to its event.
import { Component, CUSTOM_ELEMENTS_SCHEMA, Input, signal } from '@angular/core'
import 'family-chart/element'
// Styles: add "node_modules/family-chart/dist/styles/family-chart.css" to "styles" in angular.json.

interface Person {
  id: string
  data: Record<string, string>
  rels: Record<string, unknown>
}

@Component({
  selector: 'app-family-tree',
  standalone: true,
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <family-chart
      [data]="people"
      [cardDisplay]="cardDisplay"
      [attr.main-id]="mainId()"
      (mainchange)="mainId.set($any($event).detail.id)"
      style="height: 600px; background: rgb(33, 33, 33)"
    ></family-chart>
    <p>Main person: {{ mainId() }}</p>
  `,
})
export class FamilyTreeComponent {
  @Input({ required: true }) people: Person[] = []
  cardDisplay = [['first name', 'last name'], ['birthday']]
  mainId = signal<string | null>(null)
}
