export function filesToScan(): string[];
/** The pointers of `text` (the file `file`, from the root) that do not resolve. */
export function problemsOf(file: string, text?: string): string[];
/** Every pointer that does not resolve, as "file:line: pointer (why)". */
export function unresolvedPointers(files?: string[]): string[];
