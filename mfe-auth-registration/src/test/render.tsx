import type { ReactElement } from 'react';
import { Toaster, toaster } from 'shared-contracts/ui';
import { createRouteRenderer, type RouteRenderOptions } from 'shared-contracts/testing';
import { messages } from '../app/messages';

export { setViewportWidth, stubFetch, type StubbedFetch } from 'shared-contracts/testing';

// shared-contracts' messages are merged beneath this remote's own by the renderer.
const render = createRouteRenderer(messages);

/** Renders a screen with the shell's providers and the shared toaster (toasts show as `toast`). */
export function renderRoute(element: ReactElement, options: RouteRenderOptions) {
  return render(
    <>
      {element}
      <Toaster />
    </>,
    options,
  );
}

/** Removes every toast (the toaster is a module singleton shared by tests). */
export function clearToasts() {
  toaster.remove();
}
