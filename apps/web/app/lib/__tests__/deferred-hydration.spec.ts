import { runInNewContext } from 'node:vm';
import { deferHydration } from '../deferred-hydration.server';

// The shape React Router renders: preloads in the head, one inline module script in the body.
const moduleCode = ';\nimport * as route0 from "/assets/root-A1.js";\nwindow.__reactRouterManifest = {"note":"a < b <!-- c \u2028"};\nimport("/assets/entry.client-B2.js");';
const page = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client-B2.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/framework-C3.js" nonce="n0nce"/></head><body><main>Text</main>',
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>',
  `<script nonce="n0nce" type="module" async="">${moduleCode}</script>`,
  '</body></html>',
].join('');

type FakeElement = { tag: string; rel?: string; href?: string; type?: string; nonce?: string; textContent?: string };

// Runs the rewritten page's starter script in a minimal browser-like sandbox.
function runStarter(html: string, readyState: 'loading' | 'complete') {
  const starter = /<script nonce="n0nce">(\(function \(code[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!starter) throw new Error('no starter script');
  const listeners = new Map<string, (event?: unknown) => void>();
  const idle: (() => void)[] = [];
  const appended: FakeElement[] = [];
  const root = { hydrated: false, hasAttribute: (name: string) => name === 'data-hydrated' && root.hydrated };
  let onMutation: (() => void) | undefined;
  type Observer = { observe: () => void; disconnect: () => void };
  function MutationObserver(this: Observer, callback: (records: unknown[], observer: Observer) => void) {
    this.observe = () => {
      onMutation = () => callback([], this);
    };
    this.disconnect = () => {
      onMutation = undefined;
    };
  }
  const sandbox = {
    MutationObserver,
    document: {
      readyState,
      documentElement: root,
      currentScript: { nonce: 'n0nce' },
      createElement: (tag: string): FakeElement => ({ tag }),
      head: { appendChild: (e: FakeElement) => appended.push(e) },
      body: { appendChild: (e: FakeElement) => appended.push(e) },
    },
    addEventListener: (type: string, fn: (event?: unknown) => void) => listeners.set(type, fn),
    removeEventListener: (type: string) => listeners.delete(type),
    requestIdleCallback: (fn: () => void) => idle.push(fn),
    window: {},
  };
  sandbox.window = sandbox;
  runInNewContext(starter, sandbox);
  const hydrate = () => {
    root.hydrated = true;
    onMutation?.();
  };
  return { listeners, idle, appended, hydrate };
}

describe('deferHydration', () => {
  it('drops the module preloads and keeps every other part of the page', () => {
    const html = deferHydration(page);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<main>Text</main>');
    expect(html).toContain('<script nonce="n0nce">window.__reactRouterContext = {};</script>');
  });

  it('embeds the code so that no "<" can end or alter the script', () => {
    const html = deferHydration(page);
    const starter = /<script nonce="n0nce">(\(function \(code[\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(starter).toContain('a \\u003c b \\u003c!-- c');
    expect(starter).not.toContain('<');
  });

  it('starts the original module script, with the nonce and preloads, once the loaded page is idle', () => {
    const { listeners, idle, appended } = runStarter(deferHydration(page), 'loading');
    expect(appended).toEqual([]);
    listeners.get('load')?.();
    expect(appended).toEqual([]);
    idle.forEach((fn) => fn());
    expect(appended).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/entry.client-B2.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/framework-C3.js' },
      { tag: 'script', type: 'module', nonce: 'n0nce', textContent: moduleCode },
    ]);
  });

  it('starts at the first interaction, once only', () => {
    const { listeners, idle, appended } = runStarter(deferHydration(page), 'complete');
    for (const intent of ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin']) expect(listeners.has(intent)).toBe(true);
    listeners.get('touchstart')?.();
    expect(appended.filter((e) => e.tag === 'script')).toHaveLength(1);
    expect(listeners.has('keydown')).toBe(false);
    idle.forEach((fn) => fn());
    expect(appended.filter((e) => e.tag === 'script')).toHaveLength(1);
  });

  it('replays a tap on a script-driven button once the page has hydrated', () => {
    const { listeners, hydrate } = runStarter(deferHydration(page), 'complete');
    const clicks: string[] = [];
    const button = { isConnected: true, click: () => clicks.push('menu') };
    const link = { closest: () => null };
    let heldBack = 0;
    const stopPropagation = () => heldBack++;
    listeners.get('click')?.({ target: { closest: (selector: string) => (selector === 'button[type="button"]' ? button : null) }, stopPropagation });
    listeners.get('click')?.({ target: link, stopPropagation });
    expect(clicks).toEqual([]);
    expect(heldBack).toBe(1);
    hydrate();
    expect(clicks).toEqual(['menu']);
    expect(listeners.has('click')).toBe(false);
  });

  it('replays nothing when nothing was tapped', () => {
    const { hydrate, listeners } = runStarter(deferHydration(page), 'complete');
    hydrate();
    expect(listeners.has('click')).toBe(false);
  });

  it('leaves a page without a hydration script alone', () => {
    const plain = '<html><body><p>Plain</p></body></html>';
    expect(deferHydration(plain)).toBe(plain);
  });
});
