export interface ConfigVariable {
  name: string;
  /** The file of the class that first declares it, from the repository root. */
  declaredIn: string;
  doc: string;
  /** What validation accepts, in words ('' when its decorators say nothing). */
  accepts: string;
  /** The initializer's value; undefined when there is none. */
  default: unknown;
}

export interface ServiceConfig {
  service: string;
  variables: ConfigVariable[];
}

export function readConfigClasses(): ServiceConfig[];
