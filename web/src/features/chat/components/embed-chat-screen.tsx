import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { chatSessionQueryOptions, useChatSession } from '../api/create-chat-session';
import { useWidgetSettings } from '../api/get-widget-settings';
import { AssistantName } from '../assistant-name';
import { GREETING } from '../hooks/use-chat-conversation';
import { sessionConversationStore } from '../utils/kept-conversation';
import { ChatScreen } from './chat-screen';

const SESSION_KEY = 'caddie-embed-session';
const COLOUR = /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i;

/**
 * The colour the loader passes in the query (anything odd falls back). The name and greeting
 * come from the server (useWidgetSettings), never from the query: a link to /embed could
 * otherwise make the assistant say anything, links included, on Caddie's origin.
 */
function colourOf(query: URLSearchParams): string {
  return COLOUR.test(query.get('colour') ?? '') ? query.get('colour')! : '#0b6e4f';
}

const DEFAULTS = { name: __PRODUCT_NAME__, greeting: GREETING };

/** Asks the widget's loader on the shop's page to close the panel (it checks who asks). */
function closePanel(): void {
  window.parent.postMessage('caddie:close', '*');
}

function keptSession(): string | undefined {
  try {
    return sessionStorage.getItem(SESSION_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * /embed: the chat alone, for the widget's iframe on a shop's own pages. The conversation and
 * its session are kept in the iframe's sessionStorage, so they survive the shop's page loads.
 */
export function EmbedChatScreen() {
  const [query] = useSearchParams();
  const [colour] = useState(() => colourOf(query));
  const settings = useWidgetSettings();
  const queryClient = useQueryClient();
  // The kept session goes into the cache before anything asks the server for a new one.
  useState(() => {
    const kept = keptSession();
    if (kept) queryClient.setQueryData(chatSessionQueryOptions().queryKey, kept);
  });
  const { data: sessionId } = useChatSession();
  useEffect(() => {
    try {
      if (sessionId) sessionStorage.setItem(SESSION_KEY, sessionId);
    } catch {
      // not kept: the next page load starts a new session
    }
  }, [sessionId]);

  // Escape inside the panel closes it, as it does on the shop's page.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closePanel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // The greeting starts the conversation: wait for it (the defaults if the server fails).
  if (settings.isPending) return null;
  const { name, greeting } = settings.data ?? DEFAULTS;
  const header = (
    <header
      className="flex items-center justify-between gap-3 px-4 py-3 text-white"
      style={{ background: colour }}
    >
      <h1 className="text-base font-semibold">Chat with {name}</h1>
      <button
        type="button"
        onClick={closePanel}
        aria-label="Close the chat"
        className="rounded-md px-2 py-1 text-lg leading-none hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
      >
        ×
      </button>
    </header>
  );
  return (
    <AssistantName.Provider value={name}>
      <ChatScreen header={header} greeting={greeting} store={sessionConversationStore} />
    </AssistantName.Provider>
  );
}
