// @vitest-environment jsdom
// Where a scoring's "+N" and the figures going home fly to (client/carcassonne/fly-home.ts;
// docs/design/motion.md#carcassonne): the vector to the scorer's line in the map's units.
import { afterEach, describe, expect, it } from 'vitest';
import { aimFlights, flyVector } from '../../../client/carcassonne/fly-home';

const rect = (left: number, top: number, width: number, height: number) =>
  ({ left, top, width, height, x: left, y: top, right: left + width, bottom: top + height }) as DOMRect;

function place(el: Element, r: DOMRect) {
  el.getBoundingClientRect = () => r;
}

/** A board: the map's SVG with a "+N" of seat 1 and a figure of seat 0 going home, and the players' list. */
function board() {
  document.body.innerHTML = `
    <div class="carc">
      <div class="carc-viewport"><svg>
        <text class="carc-popup" data-fly-seat="1" data-fly-to="points">+4</text>
        <g class="carc-leave" data-fly-seat="0" data-fly-to="supply"></g>
        <text class="carc-popup">+2</text>
      </svg></div>
      <ul class="carc-players">
        <li data-seat="0"><span class="carc-points">3</span><span class="carc-supply"></span></li>
        <li data-seat="1"><span class="carc-points">9</span><span class="carc-supply"></span></li>
      </ul>
    </div>`;
  const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;
  return {
    map: $('svg'),
    popup: $('.carc-popup[data-fly-seat]'),
    shared: $('.carc-popup:not([data-fly-seat])'),
    figure: $('.carc-leave'),
    points1: $('li[data-seat="1"] .carc-points'),
    supply0: $('li[data-seat="0"] .carc-supply'),
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('fly home', () => {
  it('gives the vector between the two centres over the zoom', () => {
    expect(flyVector(rect(100, 100, 20, 10), rect(400, 50, 40, 20), 2)).toEqual({ x: 155, y: -22.5 });
    expect(flyVector(rect(0, 0, 10, 10), rect(0, 0, 10, 10), 0.5)).toEqual({ x: 0, y: 0 });
  });

  it("aims the +N at its scorer's points and a figure at its owner's supply, once", () => {
    const b = board();
    place(b.popup, rect(100, 200, 30, 20)); // centre 115, 210
    place(b.points1, rect(700, 90, 20, 20)); // centre 710, 100
    place(b.figure, rect(300, 300, 10, 20)); // centre 305, 310
    place(b.supply0, rect(600, 50, 50, 10)); // centre 625, 55
    aimFlights(b.map, 0.5);
    expect(b.popup.style.getPropertyValue('--fly-x')).toBe('1190.0px');
    expect(b.popup.style.getPropertyValue('--fly-y')).toBe('-220.0px');
    expect(b.figure.style.getPropertyValue('--fly-x')).toBe('640.0px');
    expect(b.figure.style.getPropertyValue('--fly-y')).toBe('-510.0px');
    // Aimed once: a later zoom does not turn a flight already under way.
    aimFlights(b.map, 1);
    expect(b.popup.style.getPropertyValue('--fly-x')).toBe('1190.0px');
  });

  it('leaves a shared scoring and a flight without layout unaimed, to rise where they are', () => {
    const b = board();
    place(b.popup, rect(0, 0, 0, 0));
    place(b.points1, rect(700, 90, 20, 20));
    aimFlights(b.map, 1);
    expect(b.popup.style.getPropertyValue('--fly-x')).toBe('');
    expect(b.shared.style.getPropertyValue('--fly-x')).toBe('');
    expect(b.shared.hasAttribute('data-aimed')).toBe(false);
  });
});
