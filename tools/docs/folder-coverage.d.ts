/** What docs/architecture.md leaves out, as "services/chat/src/clock/". */
export function missingFromArchitecture(doc: string): string[];
/** What web/README.md leaves out, as "web/src/hooks/". */
export function missingFromWebReadme(doc: string): string[];
