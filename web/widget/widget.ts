// widget.js: `<script src="https://console.example/widget.js" data-vendor="{vendorId}" async>` adds the bot's chat
// launcher and panel to any page. It talks only to the origin it was loaded from and exposes nothing global
// except window.QaBotWidget { open, close } for site owners.
import { widgetApi } from './api';
import { ChatWidget } from './chat-widget';
import { buildView } from './view';
import { visitorMemory } from './visitor';

export interface QaBotWidgetHandle {
  open(): void;
  close(): void;
}

declare global {
  interface Window {
    QaBotWidget?: QaBotWidgetHandle;
  }
}

/** This script's own tag: the running script, or (when loaded some other way) the first matching embed tag. */
function findOwnScript(): HTMLScriptElement | undefined {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.dataset.vendor) return current;
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-vendor]')).find((script) => /\/widget\.js([?#].*)?$/.test(script.src));
}

/** Starts the widget of the embed tag; returns undefined when there is none, or when it already runs on the page. */
export function mountWidget(script: HTMLScriptElement | undefined): QaBotWidgetHandle | undefined {
  const vendorId = script?.dataset.vendor?.trim();
  if (!script || !vendorId || window.QaBotWidget) return undefined;
  // The API lives where the script came from, whichever site embeds it.
  const apiOrigin = new URL(script.src, document.baseURI).origin;
  const view = buildView();
  const widget = new ChatWidget(view, widgetApi(apiOrigin, vendorId), visitorMemory(vendorId));
  const attach = () => {
    document.body.append(view.host);
    widget.start();
  };
  if (document.body) attach();
  else document.addEventListener('DOMContentLoaded', attach, { once: true });
  const handle: QaBotWidgetHandle = { open: () => widget.open(), close: () => widget.close() };
  window.QaBotWidget = handle;
  return handle;
}

mountWidget(findOwnScript());
