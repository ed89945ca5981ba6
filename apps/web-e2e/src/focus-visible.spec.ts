import type { Page } from 'playwright-core';
import { openPage, useBrowser, waitForHydration, widths } from './support/browser';
import { baseUrl, publicRouteKeys, usePublicRoutes } from './support/stack';

// WCAG 2.4.7: a keyboard user tabs through each public page; every element that takes the focus must
// look different focused and unfocused. "Looks" is the computed outline, box-shadow, border, background,
// colour, text decoration, position and opacity of the element, its ::before/::after and its ancestors
// (a card may show the focus of the link inside it), taken when it has the focus and after Tab moved on.

type Step = { element: string; same: boolean };

// Runs in the page after each Tab: compares the element that had the focus, now unfocused, with its look
// when it had it, then takes the look of the newly focused one. `done` once focus left the page or came round.
function tabStep(): { step: Step | null; done: boolean } {
  const look = (el: Element) => {
    const parts: string[] = [];
    for (let node: Element | null = el; node && node !== document.documentElement; node = node.parentElement) {
      for (const pseudo of [null, '::before', '::after']) {
        const s = getComputedStyle(node, pseudo);
        // An outline or border with style none draws nothing, whatever its width, colour or offset.
        const outline = s.outlineStyle === 'none' ? 'none' : `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} ${s.outlineOffset}`;
        const border = ['top', 'right', 'bottom', 'left'].map((side) => {
          const style = s.getPropertyValue(`border-${side}-style`);
          return style === 'none' ? 'none' : `${style} ${s.getPropertyValue(`border-${side}-width`)} ${s.getPropertyValue(`border-${side}-color`)}`;
        });
        parts.push([outline, ...border, s.boxShadow, s.backgroundColor, s.backgroundImage, s.color, s.textDecorationLine, s.opacity, s.top, s.left, s.transform, s.visibility].join('|'));
      }
    }
    return parts.join('\n');
  };
  const describe = (el: Element) => {
    const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className ? ` class="${el.className}"` : ''}> "${label}"`;
  };
  const w = window as unknown as { focusCheck?: { el: Element | null; focused: string; first: Element | null } };
  const state = (w.focusCheck ??= { el: null, focused: '', first: null });
  const previous = state.el;
  const step = previous?.isConnected ? { element: describe(previous), same: look(previous) === state.focused } : null;
  const active = document.activeElement;
  if (!active || active === document.body || active === state.first) return { step, done: true };
  state.first ??= active;
  state.el = active;
  state.focused = look(active);
  return { step, done: false };
}

async function tabThrough(page: Page): Promise<Step[]> {
  const steps: Step[] = [];
  for (let i = 0; i < 400; i++) {
    await page.keyboard.press('Tab');
    const { step, done } = await page.evaluate(tabStep);
    if (step) steps.push(step);
    if (done) return steps;
  }
  throw new Error('Tab never left the page');
}

const browser = useBrowser();
const route = usePublicRoutes();

describe('focus you can see (WCAG 2.4.7)', () => {
  // The phone width shows the sticky "Call 24/7" button; the desktop width the full menu.
  for (const width of [widths.phone, widths.desktop]) {
    describe(`at ${width}px`, () => {
      it.each(publicRouteKeys)('%s: every element Tab reaches looks different focused', async (key) => {
        const { context, page } = await openPage(browser(), width, { reducedMotion: 'reduce' });
        try {
          await page.goto(`${baseUrl}${route(key).path}`);
          await waitForHydration(page);
          // Transitions would show a style half-way; the end state is what a visitor sees.
          await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
          const steps = await tabThrough(page);
          expect(steps.length).toBeGreaterThan(5);
          expect(steps.filter((s) => s.same).map((s) => s.element)).toEqual([]);
        } finally {
          await context.close();
        }
      });
    });
  }
});
