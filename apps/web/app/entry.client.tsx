import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server HTML is complete, so the browser paints it first and React takes over right after:
// hydration waits for the next frame instead of delaying the first paint.
if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(hydrate, 0));
else setTimeout(hydrate, 0);
