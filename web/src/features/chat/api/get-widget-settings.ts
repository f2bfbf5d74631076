import type { WidgetSettings } from '@caddie/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type { WidgetSettings };

// No queryFn: the default one GETs the key joined with slashes, /api/chat/widget.
export const widgetSettingsQueryOptions = () =>
  queryOptions<WidgetSettings>({ queryKey: ['/api/chat/widget'], staleTime: Infinity });

/** The widget's assistant name and greeting, as the shop set them on the server. */
export function useWidgetSettings() {
  return useQuery(widgetSettingsQueryOptions());
}
