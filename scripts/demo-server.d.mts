export function demoToken(base: string, persona: string): Promise<string>;

export function startDemoServer(opts: {
  entry: string;
  tag: string;
  stdout?: 'inherit' | 'ignore';
  timeoutMs?: number;
  port?: number;
  jobs?: boolean;
}): Promise<{ base: string; demoToken(persona: string): Promise<string>; stop(): Promise<void> }>;
